import path from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageDocuments, PageRenderer, PageRequest } from '../../../common/page-seam/page-seam';
import { isCrossSite } from '../shared/http/cross-site';
import { asTheVisitor, callApi } from './page-api-calls';
import { answerFailedForm, refuseCrossSiteForm, refuseForm } from './refused-form';
import { loadServerRenderer } from './server-renderer';
import { isApiPath } from '../shared/http/spa-fallback';

/** Quick settings: a page is compressed for each answer (about 20 kB of HTML, a millisecond). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The admin area works from the session in the browser's storage: only its login page is rendered here. */
const ADMIN_PREFIX = '/administrador/';
const ADMIN_LOGIN = '/administrador/login';
/**
 * The public pages whose forms are posted (the client's data, the confirmation, joining the waitlist; a booking's Já paguei on
 * its result and manage pages, taking a waitlist offer, leaving the waitlist): the others' are GET forms.
 */
const FORM_PAGES = [
  '/agenda/cliente',
  '/agenda/finalizar',
  '/agenda/espera',
  '/agenda/realizado/:token',
  '/agenda/gerenciar/:token',
  '/agenda/espera/oferta/:token',
  '/agenda/espera/:token',
];
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The public pages arrive as HTML that already holds them (the shop's name, the barbers, the forms), rendered by the
 * React app itself from the API's own answers, so a phone paints them before any JavaScript has run; the app then takes
 * them over (hydrates). A page the renderer can't render (an unknown address, an API error) gets index.html as before,
 * and the app renders it in the browser as it always did.
 */
export class ServerRenderedPages {
  private constructor(
    private readonly renderer: PageRenderer,
    private readonly documents: PageDocuments,
  ) {}

  /**
   * Null when the frontend was built without its server build or its page shell, or when that build fails to load or to
   * render: then every page is the app's shell, rendered in the browser, and `warn` is told why, once.
   */
  static async load(frontendDir: string, warn: (line: string) => void): Promise<ServerRenderedPages | null> {
    const loaded = await loadServerRenderer(frontendDir);
    if ('renderer' in loaded) return new ServerRenderedPages(loaded.renderer, loaded.documents);
    warn(
      `Server rendering is off: ${loaded.unavailable}. The public pages are served as the app's shell (index.html) without ` +
        'server rendering, for the browser to render; run npm run build to rebuild the server renderer.',
    );
    return null;
  }

  /** The CSP's script-src sources the rendered pages need (their inline head script's hash). */
  get scriptSources(): string[] {
    return this.documents.scriptSources;
  }

  /**
   * Answers the page requests it renders before any route (the static files' included) sees them, and the booking steps'
   * posted forms.
   */
  register(fastify: FastifyInstance): void {
    this.renderer.setApiTransport(callApi);
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !isRenderedPage(request.url.split('?')[0])) return;
      const answer = await this.answer(fastify, request, async () => {
        const answer = await this.renderer.answerGet(pageRequest(request));
        return 'page' in answer ? { ...answer, html: this.documents.document(answer.page) } : answer;
      });
      if (!answer) return;
      if ('location' in answer) return redirect(reply, answer);
      if ('html' in answer) return this.send(request, reply, answer.html, answer.cookies);
      // index.html as it is, from the static files or the SPA fallback, with the answer's cookies.
      if (answer.cookies.length) reply.header('Set-Cookie', answer.cookies);
    });
    void fastify.register(async (forms) => {
      // Another site's page may post these forms (a sibling host's with the draft's cookie): refused before a byte is read.
      forms.addHook('onRequest', async (request, reply) => {
        if (isCrossSite(request)) return refuseCrossSiteForm(request, reply);
      });
      forms.setErrorHandler(answerFailedForm);
      // Nest reads form bodies on every route (its own parser); should it ever stop, these routes still do.
      if (!forms.hasContentTypeParser(FORM_CONTENT_TYPE)) {
        forms.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
          done(null, parseQuery(String(body)));
        });
      }
      for (const url of FORM_PAGES) {
        forms.post(url, async (request, reply) => {
          const answer = await this.answer(fastify, request, () => this.renderer.answerPost(pageRequest(request), formFields(request.body)));
          if (answer && 'refused' in answer) return refuseForm(request, reply, answer.refused);
          if (!answer || !('location' in answer)) throw new Error(`The form of ${url} has no answer.`);
          return redirect(reply, answer);
        });
      }
    });
  }

  private async answer<T>(fastify: FastifyInstance, request: FastifyRequest, answer: () => Promise<T>): Promise<T | null> {
    try {
      return await asTheVisitor(fastify, request, answer);
    } catch (error) {
      // A GET is then left to the browser's app; a form's POST ends as a 500 page (refused-form.ts).
      if (request.method !== 'GET') throw error;
      request.log.warn({ err: error }, `The page ${request.url} could not be rendered on the server; the browser renders it.`);
      return null;
    }
  }

  /** Compressed as the browser accepts (the static files are stored compressed; a rendered page is compressed here). */
  private send(request: FastifyRequest, reply: FastifyReply, html: string, cookies: string[]): FastifyReply {
    reply.status(200).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (cookies.length) reply.header('Set-Cookie', cookies);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: GZIP_LEVEL }));
    return reply.send(html);
  }
}

function pageRequest(request: FastifyRequest): PageRequest {
  return { url: request.url, cookieHeader: request.headers.cookie, secure: request.protocol === 'https', fromAnotherSite: isCrossSite(request) };
}

/** A step's form answered: on to the page it leads to, as a GET (post/redirect/get), with the draft and notice it leaves. */
function redirect(reply: FastifyReply, { location, cookies }: { location: string; cookies: string[] }): FastifyReply {
  if (cookies.length) reply.header('Set-Cookie', cookies);
  return reply.status(303).header('Location', location).header('Cache-Control', 'no-store').send();
}

/** A parsed form body's fields as name-value pairs: a field sent several times (the waitlist's days) is an array there. */
function formFields(body: unknown): Array<[string, string]> {
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([name, value]: [string, unknown]) =>
    (Array.isArray(value) ? value : [value]).filter((one): one is string => typeof one === 'string').map((one): [string, string] => [name, one]),
  );
}

function isRenderedPage(pathname: string): boolean {
  if (isApiPath(pathname) || pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '') return false;
  return !pathname.startsWith(ADMIN_PREFIX) || pathname === ADMIN_LOGIN;
}
