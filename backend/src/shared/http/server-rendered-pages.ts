import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEAD_SCRIPT, type InlineHeadScript } from './inline-head-script';
import { asTheVisitor, callApi } from './page-api-calls';
import { isApiPath } from './spa-fallback';

/** The frontend's server build (frontend/src/server/entry-server.tsx). */
interface PageRenderer {
  /** The Cookie header carries the booking draft (a step is rendered with it, a step's form changes it). */
  answerGet(request: PageRequest): Promise<PageAnswer>;
  /** A booking step's form posted (its fields as sent); null for an address that takes none. */
  answerPost(request: PageRequest, fields: Record<string, string>): Promise<PageAnswer | null>;
  setApiTransport(send: (url: string, init: RequestInit) => Promise<Response>): void;
}

interface PageRequest {
  url: string;
  cookieHeader: string | undefined;
  secure: boolean;
}

/** The page rendered, a step's form answered with the page it leads to (303), or index.html as it is; with its Set-Cookie headers. */
type PageAnswer = ({ page: RenderedPage } | { location: string } | { browser: true }) & { cookies: string[] };

interface RenderedPage {
  html: string;
  state: unknown;
  routeId: string;
}

/** Each route's own scripts and stylesheets, written by the frontend's build (frontend/page-assets.mts). */
type RouteAssets = Record<string, { scripts: string[]; styles: string[] } | undefined>;

/** Quick settings: a page is compressed for each answer (about 20 kB of HTML, a millisecond). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** The boot's chunks, which index.html asks for beside its entry script (frontend/page-assets.mts). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const HEAD_END = '</head>';
const STATE_ELEMENT_ID = 'server-state';
/** The admin area works from the session in the browser's storage: only its login page is rendered here. */
const ADMIN_PREFIX = '/administrador/';
const ADMIN_LOGIN = '/administrador/login';
/** The booking steps whose forms are posted (the client's data, the confirmation): the others' are GET forms. */
const FORM_PAGES = ['/agenda/cliente', '/agenda/finalizar'];
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The public pages arrive as HTML that already holds them (the shop's name, the barbers, the forms), rendered by the
 * React app itself from the API's own answers, so a phone paints them before any JavaScript has run; the app then takes
 * them over (hydrates). A page the renderer can't render (an unknown address, an API error) gets index.html as before,
 * and the app renders it in the browser as it always did.
 */
export class ServerRenderedPages {
  /** The routes' stylesheets by file name: hashed names, so a file's content never changes. */
  private readonly stylesheets = new Map<string, string>();
  /** route-assets.json as parsed for the index.html it was built with: read again only when a rebuild changed that page. */
  private builtAssets: { template: string; assets: RouteAssets } | null = null;

  private constructor(
    private readonly renderer: PageRenderer,
    private readonly frontendDir: string,
    private readonly inlineHeadScript: InlineHeadScript | null,
  ) {}

  /**
   * Null when the frontend was built without its server build (then every page renders in the browser). The head script
   * is put inline when it is the one given (the one the CSP allows).
   */
  static load(frontendDir: string, inlineHeadScript: InlineHeadScript | null): ServerRenderedPages | null {
    const rendererFile = path.join(path.dirname(frontendDir), 'frontend-server', 'entry-server.cjs');
    if (!existsSync(rendererFile) || !existsSync(path.join(frontendDir, 'index.html'))) return null;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
    return new ServerRenderedPages(require(rendererFile) as PageRenderer, frontendDir, inlineHeadScript);
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
        return 'page' in answer ? { ...answer, html: this.fillTemplate(answer.page) } : answer;
      });
      if (!answer) return;
      if ('location' in answer) return redirect(reply, answer);
      if ('html' in answer) return this.send(request, reply, answer.html, answer.cookies);
      // index.html as it is, from the static files or the SPA fallback, with the answer's cookies.
      if (answer.cookies.length) reply.header('Set-Cookie', answer.cookies);
    });
    void fastify.register(async (forms) => {
      // Nest reads form bodies on every route (its own parser); should it ever stop, these routes still do.
      if (!forms.hasContentTypeParser(FORM_CONTENT_TYPE)) {
        forms.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        });
      }
      for (const url of FORM_PAGES) {
        forms.post(url, async (request, reply) => {
          const fields = isFormBody(request.body) ? request.body : {};
          const answer = await this.answer(fastify, request, () => this.renderer.answerPost(pageRequest(request), fields));
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
      // A GET is then left to the browser's app; a form's POST ends as a 500, as any route that fails.
      if (request.method !== 'GET') throw error;
      request.log.warn({ err: error }, `The page ${request.url} could not be rendered on the server; the browser renders it.`);
      return null;
    }
  }

  /**
   * index.html with the page in its root element, and in its head the route's own styles (inline: a route's few small
   * stylesheets would each cost the phone a round trip before the first paint). Both files are read on every page (the
   * OS caches them), so a rebuild is picked up without a restart.
   */
  private fillTemplate({ html, state, routeId }: RenderedPage): string {
    const template = readFileSync(path.join(this.frontendDir, 'index.html'), 'utf8');
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render the page into.`);
    const stateElement = `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForHtml(state)}</script>`;
    const assets = this.routeAssets(template)[routeId];
    return this.appAfterFirstPaint(template, assets?.scripts ?? [])
      .replace(HEAD_END, () => `${this.routeStyles(assets?.styles ?? [])}${HEAD_END}`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${stateElement}`);
  }

  /**
   * The app's entry script, the boot's chunks (index.html's modulepreloads: its stages, the toasts') and the route's
   * chunks move into the head script's data attributes: it asks for them once the page has painted
   * (frontend/src/lib/app-after-first-paint.ts). The script is inline (InlineHeadScript) unless a rebuild has changed
   * it since start-up. Without that script the page keeps its entry script and modulepreloads.
   */
  private appAfterFirstPaint(template: string, routeChunks: string[]): string {
    const entry = ENTRY_SCRIPT.exec(template)?.[1];
    const headScript = HEAD_SCRIPT.exec(template)?.[1];
    if (!entry || !headScript) return template;
    const boot = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
    const route = routeChunks.filter((chunk) => !boot.includes(chunk));
    const attributes = `data-app-entry="${entry}" data-app-chunks="${boot.join(' ')}" data-route-chunks="${route.join(' ')}"`;
    return template
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(HEAD_SCRIPT, () =>
        this.inlineHeadScript?.src === headScript
          ? `<script ${attributes}>${this.inlineHeadScript.source}</script>`
          : `<script async src="${headScript}" ${attributes}></script>`,
      );
  }

  private routeAssets(template: string): RouteAssets {
    if (this.builtAssets?.template !== template) {
      const assets = JSON.parse(readFileSync(path.join(this.frontendDir, 'route-assets.json'), 'utf8')) as RouteAssets;
      this.builtAssets = { template, assets };
    }
    return this.builtAssets.assets;
  }

  /**
   * The route's stylesheets inline, each also named by a disabled link, which the browser does not fetch: Vite's preload
   * helper, which loads a route chunk's stylesheets before its code, finds them there and neither asks for them again nor
   * waits for them while the app takes the page over.
   */
  private routeStyles(styles: string[]): string {
    if (!styles.length) return '';
    const named = styles.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
    return `<style data-route-styles>${styles.map((href) => this.stylesheet(href)).join('')}</style>${named}`;
  }

  private stylesheet(href: string): string {
    let css = this.stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(this.frontendDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
      this.stylesheets.set(href, css);
    }
    return css;
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
  return { url: request.url, cookieHeader: request.headers.cookie, secure: request.protocol === 'https' };
}

/** A step's form answered: on to the page it leads to, as a GET (post/redirect/get), with the draft and notice it leaves. */
function redirect(reply: FastifyReply, { location, cookies }: { location: string; cookies: string[] }): FastifyReply {
  if (cookies.length) reply.header('Set-Cookie', cookies);
  return reply.status(303).header('Location', location).header('Cache-Control', 'no-store').send();
}

function isFormBody(body: unknown): body is Record<string, string> {
  return typeof body === 'object' && body !== null && Object.values(body).every((value) => typeof value === 'string');
}

function isRenderedPage(pathname: string): boolean {
  if (isApiPath(pathname) || pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '') return false;
  return !pathname.startsWith(ADMIN_PREFIX) || pathname === ADMIN_LOGIN;
}

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
