/**
 * The document a page rendered on the server is put into. The browser's build writes it next to index.html
 * (frontend/page-assets.mts: index.html cut where a page fills it in, and each public route's own assets); the server's
 * renderer reads it (page-document.ts). This file is the contract between the two.
 */
export const PAGE_SHELL_FILE = 'page-shell.json';

export interface PageShell {
  /**
   * index.html without its entry script and modulepreloads (the head script asks for them once the page has painted), in
   * four pieces: up to the head script, then up to the head's end (where a route's styles go), then up to the root
   * element's content, then the rest.
   */
  document: { beforeHeadScript: string; restOfHead: string; upToRoot: string; afterRoot: string };
  headScript: { src: string; source: string };
  /** The app's entry script. */
  entry: string;
  /** What the first page load runs besides the entry: the boot's stages and what each imports. */
  bootChunks: string[];
  /** Each public route's own scripts (those the boot does not load) and stylesheets, by its URL path. */
  routes: Record<string, RouteAssets>;
}

export interface RouteAssets {
  scripts: string[];
  styles: { href: string; css: string }[];
}

/** The root element the app renders into, as index.html has it. */
export const ROOT_ELEMENT = { open: '<div id="root">', close: '</div>' };
