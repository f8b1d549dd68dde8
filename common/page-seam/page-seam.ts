/**
 * The seam between the backend and the React app's server build: what the backend (backend/src/pages/) hands the renderer
 * (frontend/src/server/entry-server.tsx, built into dist/frontend-server/entry-server.cjs) and what it gets back. The
 * server build's module exports are a `PageRenderer`. Types only: both sides import them with `import type`, so nothing of
 * this file is in either build.
 */

/** The server build's exports, which the backend `require`s at start-up. */
export interface PageRenderer {
  /**
   * A GET of a public page: a booking step's form sent as a GET (answered with the next page), else the page rendered, or
   * index.html as it is. The Cookie header carries the booking draft (a step is rendered with it, a step's form changes it).
   */
  answerGet(request: PageRequest): Promise<PageAnswer>;
  /**
   * A public page's form posted (its fields as sent, in order, a repeated one once per value): answered with the page it
   * leads to. Null for an address that takes no form.
   */
  answerPost(request: PageRequest, fields: ReadonlyArray<[string, string]>): Promise<PageAnswer | null>;
  /** Where the pages' API calls go: on the server, the app's own routes in-process (backend/src/pages/page-api-calls.ts). */
  setApiTransport(send: ApiTransport): void;
  /** The documents the rendered pages are put into; null when the browser's build in `frontendDir` has no page shell. */
  openPageDocuments(frontendDir: string): PageDocuments | null;
  /** Throws when the bundle can't render at all (its compiled JSX doesn't fit the React it carries). */
  checkRendering(): Promise<void>;
}

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the request says of itself that the answer depends on. */
export interface PageRequest {
  /** Path and query. */
  url: string;
  cookieHeader: string | undefined;
  /** Over https: the cookies are `Secure`. */
  secure: boolean;
  /**
   * A link or a form of another site's page (the browser's Sec-Fetch-Site or Origin says so): the page is rendered as it is,
   * and a step's GET form in its address is not answered, so another site can't choose a booking's barber, service or time.
   */
  fromAnotherSite: boolean;
}

/**
 * How the server answers a request for a public page: the page rendered, a redirect (a step's form answered: `location`,
 * sent as a 303), a form refused where no page can say so (`refused`), or index.html as it is (the browser's app renders
 * the page). `cookies` are its Set-Cookie headers: the booking draft a form changed, the notice a form leaves for the page
 * it leads to (or that notice ended, once shown).
 */
export type PageAnswer<State = unknown> = ({ page: RenderedPage<State> } | { location: string } | { refused: FormRefusal } | { browser: true }) & {
  cookies: string[];
};

/** A form the API refused where no page can say so (a booking or waitlist link gone): its 4xx and the API's message. */
export interface FormRefusal {
  status: number;
  message: string;
}

/** A page rendered on the server, to be put into its document (`PageDocuments.document`). */
export interface RenderedPage<State = unknown> {
  html: string;
  /** What the page was rendered from, for the browser's app to take it over with; the backend passes it on untouched. */
  state: State;
  /** The rendered route's id (its URL path), which names its own scripts and stylesheets in the page shell. */
  routeId: string;
}

/** The documents the rendered pages are put into (frontend/src/server/page-document.ts). */
export interface PageDocuments {
  /** The CSP's script-src sources the pages' inline head script needs. */
  readonly scriptSources: string[];
  document(page: RenderedPage): string;
}
