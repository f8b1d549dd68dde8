import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves index.html for page requests outside /api, so deep links into the React app work.
 * A missing file (a path with an extension, or under /assets/) stays a 404: an old tab asking
 * for a chunk a new build removed must not get HTML in place of JavaScript.
 */
export class SpaFallback {
  constructor(private readonly frontendDir: string) {}

  serves(request: FastifyRequest): boolean {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0];
    return isPageRequest && !isApiPath(pathname) && !looksLikeFile(pathname) && existsSync(this.indexFile());
  }

  /** Read on every request (the OS caches it), so a rebuild is picked up without a restart. */
  send(reply: FastifyReply): void {
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(this.indexFile(), 'utf8'));
  }

  private indexFile(): string {
    return path.join(this.frontendDir, 'index.html');
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '';
}
