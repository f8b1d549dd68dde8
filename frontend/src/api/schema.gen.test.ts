import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// The same generation as `npm run api:types` (the openapi-typescript CLI), in memory.
it('schema.gen.ts is generated from the current docs/openapi.json (run `npm run api:types`)', async () => {
  const generated = COMMENT_HEADER + astToString(await openapiTS(pathToFileURL(path.join(ROOT, 'docs/openapi.json'))));
  expect(readFileSync(path.join(import.meta.dirname, 'schema.gen.ts'), 'utf8')).toBe(generated);
});
