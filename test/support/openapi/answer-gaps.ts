import { OpenApiDocument, Operation, resolve, ResponseObject } from './document';

const ERROR_BODY_FIELDS = ['statusCode', 'code', 'message'];

/**
 * What the document leaves undescribed, one sentence per gap naming the operation: a 2xx answer
 * without a schema (204 has no body), an error answer without the ErrorBody fields, an operation
 * without the 503 every route can give, a route behind a token without its 401, and an operation
 * that takes input or a token but lists no 4xx at all.
 */
export function answerGaps(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => gapsOf(`${method.toUpperCase()} ${path}`, operation, document)),
  );
}

function gapsOf(name: string, operation: Operation, document: OpenApiDocument): string[] {
  const gaps: string[] = [];
  const statuses = Object.keys(operation.responses);
  for (const [status, response] of Object.entries(operation.responses)) {
    if (/^2\d\d$/.test(status) && status !== '204' && !hasSchemas(response)) gaps.push(`${name}: its ${status} answer has no schema`);
    if (/^[45]\d\d$/.test(status) && !isErrorBody(response, document)) gaps.push(`${name}: its ${status} answer is not an ErrorBody`);
  }
  if (!statuses.some((status) => /^2\d\d$/.test(status))) gaps.push(`${name}: documents no success answer`);
  if (!statuses.includes('503')) gaps.push(`${name}: documents no 503`);
  const needsToken = Boolean(operation.security?.length);
  if (needsToken && !statuses.includes('401')) gaps.push(`${name}: needs a token but documents no 401`);
  const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
  if ((takesInput || needsToken) && !statuses.some((status) => /^4\d\d$/.test(status))) gaps.push(`${name}: documents no error answer`);
  return gaps;
}

function hasSchemas(response: ResponseObject): boolean {
  const media = Object.values(response.content ?? {});
  return media.length > 0 && media.every(({ schema }) => schema !== undefined);
}

/** JSON with statusCode, code and message required: ErrorBody, or a body that adds fields to it (DeactivateConflictBody). */
function isErrorBody(response: ResponseObject, document: OpenApiDocument): boolean {
  const types = Object.keys(response.content ?? {});
  const schema = response.content?.['application/json']?.schema;
  if (types.length !== 1 || !schema) return false;
  const required = resolve(schema, document).required ?? [];
  return ERROR_BODY_FIELDS.every((field) => required.includes(field));
}
