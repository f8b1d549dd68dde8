import { existsSync } from 'node:fs';
import path from 'node:path';

/** The frontend's server build (frontend/src/server/entry-server.tsx). */
export interface PageRenderer {
  /** The Cookie header carries the booking draft (a step is rendered with it, a step's form changes it). */
  answerGet(request: PageRequest): Promise<PageAnswer>;
  /** A public page's form posted (its fields as sent, in order, a repeated one once per value); null for an address that takes none. */
  answerPost(request: PageRequest, fields: ReadonlyArray<[string, string]>): Promise<PageAnswer | null>;
  setApiTransport(send: (url: string, init: RequestInit) => Promise<Response>): void;
  /** Null when the build has no page shell. */
  openPageDocuments(frontendDir: string): PageDocuments | null;
  /** Throws when the bundle can't render at all (its JSX doesn't fit its React). */
  checkRendering(): Promise<void>;
}

/** The documents the rendered pages are put into (frontend/src/server/page-document.ts). */
export interface PageDocuments {
  /** The CSP's script-src sources the pages' inline script needs. */
  readonly scriptSources: string[];
  document(page: RenderedPage): string;
}

export interface PageRequest {
  url: string;
  cookieHeader: string | undefined;
  secure: boolean;
  /** Sent for another site's page (cross-site.ts): the page is rendered, but no step's form is answered from it. */
  fromAnotherSite: boolean;
}

/**
 * The page rendered, a step's form answered with the page it leads to (303) or refused (a page that can't be shown: a link
 * gone), or index.html as it is; with its Set-Cookie headers.
 */
type PageAnswer = ({ page: RenderedPage } | { location: string } | { refused: FormRefusal } | { browser: true }) & { cookies: string[] };

/** A form the API refused where no page can say so (a booking or waitlist link gone): its 4xx and the API's message. */
export interface FormRefusal {
  status: number;
  message: string;
}

interface RenderedPage {
  html: string;
  state: unknown;
  routeId: string;
}

export type LoadedRenderer = { renderer: PageRenderer; documents: PageDocuments } | { unavailable: string };

/**
 * The server build beside the browser's build in `frontendDir` (frontend-server/entry-server.cjs), loaded and seen to render,
 * with the documents its pages go into; or why it can't serve.
 */
export async function loadServerRenderer(frontendDir: string): Promise<LoadedRenderer> {
  const rendererFile = path.join(path.dirname(frontendDir), 'frontend-server', 'entry-server.cjs');
  if (!existsSync(rendererFile)) return { unavailable: `${rendererFile} is missing` };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
    const renderer = require(rendererFile) as PageRenderer;
    const documents = renderer.openPageDocuments(frontendDir);
    if (!documents) return { unavailable: `the build in ${frontendDir} has no page shell (page-shell.json)` };
    await renderer.checkRendering();
    return { renderer, documents };
  } catch (error) {
    return { unavailable: `${rendererFile} fails: ${error instanceof Error ? error.message : String(error)}` };
  }
}
