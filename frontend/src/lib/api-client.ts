export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

/** A failed call: HTTP status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor({ statusCode, code, message }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = statusCode;
    this.code = code;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

function authorizationHeader(): Record<string, string> {
  const token = sessionStorage.getItem('token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const fallback = { statusCode: response.status, code: 'UNKNOWN', message: response.statusText };
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return {
      statusCode: body.statusCode ?? fallback.statusCode,
      code: body.code ?? fallback.code,
      message: body.message ?? fallback.message,
    };
  } catch {
    return fallback;
  }
}

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...authorizationHeader(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Não foi possível conectar ao servidor.' });
  }
  if (!response.ok) throw new ApiError(await readErrorBody(response));
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
