import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageDocuments as SeamPageDocuments, RenderedPage as SeamRenderedPage } from '../../../common/page-seam/page-seam';
import { headScriptAttributes } from '../lib/page/app-after-first-paint';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from '../lib/page/server-rendered-state';
import { PAGE_SHELL_FILE, ROOT_ELEMENT, type PageShell, type RouteAssets } from './page-shell';

/** A page rendered on the server, to be put into its document: rendered from its queries and the draft. */
export type RenderedPage = SeamRenderedPage<ServerRenderedState>;

/**
 * The documents of the pages the server renders, made from the build's page shell (page-shell.ts). The shell is read again
 * when a rebuild has changed it, so a rebuild is picked up without a restart.
 */
export class PageDocuments implements SeamPageDocuments {
  private shell: { changedAt: number; value: PageShell } | null = null;

  private constructor(
    private readonly shellFile: string,
    /** The head script put inline: the one found at start-up, which the CSP allows by its hash. */
    private readonly inlineHeadScript: string | null,
  ) {}

  /** Null when the browser's build has no page shell (then every page renders in the browser). */
  static open(frontendDir: string): PageDocuments | null {
    const shellFile = path.join(frontendDir, PAGE_SHELL_FILE);
    if (!existsSync(shellFile)) return null;
    const { source } = (JSON.parse(readFileSync(shellFile, 'utf8')) as PageShell).headScript;
    return new PageDocuments(shellFile, canBeInline(source) ? source : null);
  }

  /** The CSP's script-src sources that let the inline head script, and only it, run. */
  get scriptSources(): string[] {
    return this.inlineHeadScript ? [`'sha256-${createHash('sha256').update(this.inlineHeadScript).digest('base64')}'`] : [];
  }

  /**
   * The page in the root element, its state beside it for the app to take over with, and in the head the route's own
   * styles (inline: a route's few small stylesheets would each cost the phone a round trip before the first paint) and the
   * head script, which asks for the app's code once the page has painted.
   */
  document({ html, state, routeId }: RenderedPage): string {
    const shell = this.currentShell();
    const route = shell.routes[routeId];
    const { beforeHeadScript, restOfHead, upToRoot, afterRoot } = shell.document;
    return [
      beforeHeadScript,
      this.headScript(shell, route?.scripts ?? []),
      restOfHead,
      routeStyles(route?.styles ?? []),
      upToRoot,
      `${ROOT_ELEMENT.open}${html}${ROOT_ELEMENT.close}`,
      serverStateElement(state),
      afterRoot,
    ].join('');
  }

  /** Inline unless a rebuild has changed it since start-up (the CSP allows only that one). */
  private headScript({ headScript, entry, bootChunks }: PageShell, routeScripts: string[]): string {
    const routeChunks = routeScripts.filter((chunk) => !bootChunks.includes(chunk));
    const attributes = headScriptAttributes({ entry, bootChunks, routeChunks });
    return headScript.source === this.inlineHeadScript
      ? `<script ${attributes}>${headScript.source}</script>`
      : `<script async src="${headScript.src}" ${attributes}></script>`;
  }

  private currentShell(): PageShell {
    const changedAt = statSync(this.shellFile).mtimeMs;
    if (this.shell?.changedAt !== changedAt) {
      this.shell = { changedAt, value: JSON.parse(readFileSync(this.shellFile, 'utf8')) as PageShell };
    }
    return this.shell.value;
  }
}

/** A script's text that can't end its own element early. */
function canBeInline(source: string): boolean {
  const lowerCase = source.toLowerCase();
  return !lowerCase.includes('</script') && !lowerCase.includes('<!--');
}

/**
 * The route's stylesheets inline, each also named by a disabled link, which the browser does not fetch: Vite's preload
 * helper, which loads a route chunk's stylesheets before its code, finds them there and neither asks for them again nor
 * waits for them while the app takes the page over.
 */
function routeStyles(styles: RouteAssets['styles']): string {
  if (!styles.length) return '';
  const named = styles.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  return `<style data-route-styles>${styles.map(({ css }) => css).join('')}</style>${named}`;
}

/** A JSON data block, not a script (the CSP runs no inline script but the head script). */
function serverStateElement(state: ServerRenderedState): string {
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(state)}</script>`;
}

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}
