import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/**
 * The app and visitor a page is answered for: the renderer is one module for the process, and its API calls go to the app
 * that answers (two apps in one process: the tests).
 */
const caller = new AsyncLocalStorage<{ fastify: FastifyInstance; remoteAddress: string }>();

/** The page's API calls go to this app's own routes in-process, as from the visitor's address (its rate limits). */
export async function callApi(url: string, init: RequestInit): Promise<Response> {
  const page = caller.getStore();
  if (!page) throw new Error(`${url} was called outside a page's answer.`);
  const answer = await page.fastify.inject({
    method: (init.method ?? 'GET') as InjectOptions['method'],
    url,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    payload: typeof init.body === 'string' ? init.body : undefined,
    remoteAddress: page.remoteAddress,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
  return new Response(answer.rawPayload.length ? answer.rawPayload : null, { status: answer.statusCode, headers });
}

/** Runs a page's answer (its render, a step's form) with its API calls made to `fastify`, as the request's visitor. */
export function asTheVisitor<T>(fastify: FastifyInstance, request: FastifyRequest, answer: () => Promise<T>): Promise<T> {
  return caller.run({ fastify, remoteAddress: request.ip }, answer);
}
