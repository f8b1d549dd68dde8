import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInput } from '../../errors/domain-error';

/** Deeper than any request body of the API (the deepest has 3 levels); class-transformer recurses per level. */
export const MAX_JSON_DEPTH = 8;

/**
 * Characters no text of the API may hold, in any field (a name, a service, a username, a contact, a
 * password, a key): the Unicode categories
 * - Cc, the controls: C0 (NUL to U+001F, tab and newline included: no field takes multi-line text),
 *   DEL and C1 (U+0080-U+009F, U+0085 "next line" among them). PostgreSQL refuses NUL in text (a
 *   driver error, once a 500);
 * - Cf, the format characters: bidi controls (U+202E turns "gpj.exe" into what reads "exe.jpg"),
 *   zero-width ones (U+200B, U+200D, U+FEFF), soft hyphen... They make two names that look the same
 *   differ, or hide text in a page or an export;
 * - Zl and Zp, the line and paragraph separators U+2028 and U+2029 (line breaks to some readers).
 */
const FORBIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Checks every request's parsed body, query string and path parameters once, before the
 * ValidationPipe transforms them: any forbidden character, in a value or in a key, and any
 * nesting deeper than MAX_JSON_DEPTH is a 400 VALIDATION_ERROR.
 */
export function refuseHostileInput(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      for (const part of [request.params, request.query, request.body]) checkValue(part, 0);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

function checkValue(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (FORBIDDEN_CHARACTER.test(value)) throw new InvalidInput('Dados inválidos: caracteres de controle ou invisíveis não são permitidos.');
    return;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  if (depth >= MAX_JSON_DEPTH) throw new InvalidInput('Dados inválidos: estrutura aninhada demais.');
  for (const [key, child] of Object.entries(value)) {
    checkValue(key, depth);
    checkValue(child, depth + 1);
  }
}
