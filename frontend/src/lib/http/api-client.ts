import type { components } from '../../api/schema.gen';
import { sessionToken } from '../session/session';
import { tryAgainMessage } from './try-again';

type ErrorBody = components['schemas']['ErrorBody'];

/** The contract's ErrorBody `{ statusCode, code, message }`, and what some errors add to name their cause (DEACTIVATE_CONFLICT's `bookings`). */
export interface ApiErrorBody extends ErrorBody {
  details?: Record<string, unknown>;
}

/** A failed call: HTTP status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor({ statusCode, code, message, details = {} }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = statusCode;
    this.code = code;
    this.details = details;
  }
}

/** Worth asking again at once? Not a refusal (4xx): the same request gets the same answer, and a 429 would only count again. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: HttpMethod;
  /** JSON by default; a Blob (e.g. a photo File) is sent as it is, with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How long to wait for the answer before giving up with TIMEOUT_MESSAGE; REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number;
}

let onSessionRejected: (token: string) => void = () => undefined;

/** How a call reaches the API: the browser's fetch, or on the server the app's own routes (entry-server.tsx). */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setApiTransport(send: typeof transport): void {
  transport = send;
}

/** What to do when the server refuses the session's token (401): main.tsx logs out and goes to login. */
export function setSessionRejectedHandler(handler: (token: string) => void): void {
  onSessionRejected = handler;
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (body instanceof Blob) return { body, headers: { 'Content-Type': body.type || 'application/octet-stream' } };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/** A 429 says when to try again (Retry-After, in seconds): that is what the client reads. */
function tooManyRequestsBody(response: Response): ApiErrorBody {
  const retryAfter = response.headers.get('Retry-After');
  return { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: tryAgainMessage(retryAfter === null ? null : Number(retryAfter)) };
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  if (response.status === 429) return tooManyRequestsBody(response);
  const fallback = { statusCode: response.status, code: 'UNKNOWN', message: response.statusText };
  try {
    const { statusCode, code, message, ...details } = (await response.json()) as Partial<ApiErrorBody> & Record<string, unknown>;
    return { statusCode: statusCode ?? fallback.statusCode, code: code ?? fallback.code, message: message ?? fallback.message, details };
  } catch {
    return fallback;
  }
}

/** What a call that could not reach the server says (and code fetched on an action that could not be). */
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor.';

/** A call unanswered this long is given up (a phone on a bad network would otherwise wait a minute and more). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A photo upload on a slow network takes longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const TIMEOUT_MESSAGE = 'O servidor demorou a responder. Verifique sua conexão e tente novamente.';

/** Whether a failed call never got an answer (no connection, or none in time): the same call may well work later. */
export const isConnectionProblem = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** The caller's signal, also aborted after `timeoutMs`; `timedOut` tells the two apart. */
function withTimeout(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (callerSignal?.aborted) abort();
  callerSignal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && !callerSignal?.aborted,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    },
  };
}

/**
 * Sends a call with the session's token and reads its answer; a failed answer throws ApiError, and so
 * does no whole answer within the timeout (status 0, TIMEOUT).
 */
async function send<T>(
  path: string,
  { method = 'GET', body, headers = {}, signal, timeoutMs }: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const encoded = encodeBody(body);
  const token = sessionToken();
  const authorization: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const deadline = withTimeout(signal, timeoutMs ?? (body instanceof Blob ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS));
  try {
    const response = await transport(`/api/${path}`, {
      method,
      signal: deadline.signal,
      headers: { Accept: accept, ...encoded.headers, ...authorization, ...headers },
      body: encoded.body,
    });
    if (response.status === 401 && token) onSessionRejected(token);
    if (!response.ok) throw new ApiError(await readErrorBody(response));
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (deadline.timedOut()) throw new ApiError({ statusCode: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    if (signal?.aborted) throw error;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  } finally {
    deadline.done();
  }
}

export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send(path, options, 'application/json', async (response) => {
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  });
}

/** A file the API answers (an export, a calendar entry), as a Blob. */
export function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  return send(path, options, '*/*', (response) => response.blob());
}

type Scalar = string | number | boolean;

/** A call's parameters besides its path template: what api/client.ts types from the contract. */
export interface CallOptions {
  path?: Record<string, Scalar>;
  query?: Record<string, Scalar | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** `/api/job/get/{jobId}` with `{ path: { jobId } }` → `job/get/<jobId, URL-encoded>`, plus the query's defined values. */
export function apiUrl(path: string, { path: params = {}, query = {} }: CallOptions = {}): string {
  const filled = path.slice('/api/'.length).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

const call =
  (method: HttpMethod) =>
  <T>(path: string, options?: CallOptions): Promise<T> =>
    apiRequest<T>(apiUrl(path, options), { ...options, method });

/** The calls by path template (`/api/job/get/{jobId}`), untyped: api/client.ts gives them the contract's types. */
export const apiCalls = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  delete: call('DELETE'),
  download: (path: string, options?: CallOptions): Promise<Blob> => apiDownload(apiUrl(path, options), options),
};
