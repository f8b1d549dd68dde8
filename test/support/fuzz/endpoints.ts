/** One call of the API as its OpenAPI description tells it, for the property-based test. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI template, e.g. `/api/job/update/{jobId}`. */
  path: string;
  pathParams: Field[];
  queryParams: Field[];
  /** The JSON body's fields, or null when the call takes no JSON body. */
  bodyFields: Field[] | null;
  /** Needs a barber's token (OpenAPI `security`). */
  admin: boolean;
}

export interface Field {
  name: string;
  type?: string;
  format?: string;
}

interface OpenApiSchema {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** Every operation of the document the app serves, so a new endpoint is fuzzed without touching the test. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  const schemas = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const field = (parameter: (typeof parameters)[number]): Field => ({
        name: parameter.name,
        type: parameter.schema?.type,
        format: parameter.schema?.format,
      });
      return {
        method: method.toUpperCase() as Endpoint['method'],
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map(field),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map(field),
        bodyFields: bodyFieldsOf(operation, schemas),
        admin: Boolean(operation.security?.length),
      };
    }),
  );
}

function bodyFieldsOf(operation: OpenApiOperation, schemas: Record<string, OpenApiSchema>): Field[] | null {
  const json = operation.requestBody?.content?.['application/json'];
  if (!json) return null;
  const reference = json.schema?.$ref;
  const schema = reference ? schemas[reference.split('/').pop()!] : json.schema;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({ name, type: property.type, format: property.format }));
}
