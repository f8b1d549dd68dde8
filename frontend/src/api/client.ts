import { apiCalls } from '../lib/http/api-client';
import type { paths } from './schema.gen';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The API paths (as `docs/openapi.json` names them, `/api/...`) that answer `method`. */
export type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type RequestBody<Op> = Op extends { requestBody: infer Body }
  ? { body: JsonContent<Body> }
  : Op extends { requestBody?: infer Body }
    ? [JsonContent<Body>] extends [never]
      ? { body?: never }
      : { body?: JsonContent<Body> }
    : { body?: never };

/** What a call sends besides its path: the path's `{params}`, the query and the JSON body, each typed by the contract. */
export type RequestInit<Op> = (Op extends { parameters: infer Params } ? Pick<Params, Extract<keyof Params, 'path' | 'query'>> : object) &
  RequestBody<Op> & { signal?: AbortSignal; headers?: Record<string, string> };

type Success = 200 | 201 | 202 | 204;

/** The JSON a successful call answers; `unknown` while the contract does not describe it. */
export type Answer<Op> = Op extends { responses: infer Responses }
  ? [JsonContent<Responses[Extract<keyof Responses, Success>]>] extends [never]
    ? unknown
    : JsonContent<Responses[Extract<keyof Responses, Success>]>
  : unknown;

/** The init argument may be left out only when nothing in it is required. */
type InitArgs<Op> = object extends RequestInit<Op> ? [init?: RequestInit<Op>] : [init: RequestInit<Op>];

type Call<M extends Method> = <P extends PathWith<M>>(path: P, ...[init]: InitArgs<Operation<P, M>>) => Promise<Answer<Operation<P, M>>>;

interface ApiClient {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  delete: Call<'delete'>;
  /** A file the API answers (an export), as a Blob. */
  download: <P extends PathWith<'get'>>(path: P, ...[init]: InitArgs<Operation<P, 'get'>>) => Promise<Blob>;
}

/**
 * The typed client: `api.get('/api/job/listByUser/{userId}', { path: { userId: barberId } })`. Paths, parameters, bodies and answers come
 * from the generated contract (schema.gen.ts); the calls are lib/http/api-client's `apiCalls`, through `apiRequest`, so errors, the
 * 401 handler and 429 stay as they are, and this file adds types only.
 */
export const api: ApiClient = apiCalls;
