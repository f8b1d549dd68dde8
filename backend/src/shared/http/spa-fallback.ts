import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves index.html for GET paths outside /api so deep links into the React app work. */
export class SpaFallback {
  private indexHtml: string | null | undefined;

  constructor(private readonly frontendDir: string) {}

  serves(request: FastifyRequest): boolean {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    return isPageRequest && !isApiPath(request.url) && this.index() !== null;
  }

  send(reply: FastifyReply): void {
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(this.index());
  }

  private index(): string | null {
    if (this.indexHtml === undefined) {
      const file = path.join(this.frontendDir, 'index.html');
      this.indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
    }
    return this.indexHtml;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
