import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInput } from '../errors/domain-error';

/** Deeper than any request body of the API (the deepest has 3 levels); class-transformer recurses per level. */
export const MAX_JSON_DEPTH = 8;

/**
 * C0 control characters and DEL. No field of the API takes multi-line text, so tab and newline
 * are refused too. PostgreSQL refuses NUL in text (a driver error, once a 500), and the others
 * have no place in a name, a contact or a username.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Checks every request's parsed body, query string and path parameters once, before the
 * ValidationPipe transforms them: any control character, in a value or in a key, and any
 * nesting deeper than MAX_JSON_DEPTH is a 400 VALIDATION_ERROR.
 */
export function refuseHostileInput(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) checkValue(part, 0);
  });
}

function checkValue(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) throw new InvalidInput('Dados inválidos: caracteres de controle não são permitidos.');
    return;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  if (depth >= MAX_JSON_DEPTH) throw new InvalidInput('Dados inválidos: estrutura aninhada demais.');
  for (const [key, child] of Object.entries(value)) {
    checkValue(key, depth);
    checkValue(child, depth + 1);
  }
}
