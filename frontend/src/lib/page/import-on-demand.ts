/**
 * Code the page fetches only when it is needed (a rare action's component), and what to do when it can't be had.
 *
 * A failed `import()` is not retried the same way by every browser: the HTML standard keeps the failure of a module URL
 * for the page's lifetime, and some Chromium versions did so even after the connection came back, while others fetch
 * again. So a second try imports the same file under a fresh URL, which no browser has a failure for. When that fails
 * too, a request to the file tells a lost connection from a file the server no longer has (a new release replaced it).
 */
export class CodeUnavailableError extends Error {
  constructor(
    /** True without a connection to the server; false when the server answered but the code could not be loaded. */
    readonly offline: boolean,
    options?: { cause?: unknown },
  ) {
    super(offline ? 'No connection to fetch the code' : 'The code could not be loaded', options);
    this.name = 'CodeUnavailableError';
  }
}

/** How the second try imports a URL; the page's own `import()` unless a test gives another. */
export type ImportUrl = (url: string) => Promise<unknown>;

const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url);

/** Imports with `importModule` (an `import('./X')` the bundler resolves), trying once more under a fresh URL. */
export async function importOnDemand<T>(importModule: () => Promise<T>, importAgain: ImportUrl = importUrl): Promise<T> {
  try {
    return await importModule();
  } catch (firstFailure) {
    const url = failedModuleUrl(firstFailure);
    if (url === null) throw new CodeUnavailableError(!navigator.onLine, { cause: firstFailure });
    try {
      return (await importAgain(withFreshQuery(url))) as T;
    } catch (secondFailure) {
      throw new CodeUnavailableError(await serverUnreachable(url), { cause: secondFailure });
    }
  }
}

/**
 * The module URL a failed `import()` names: Chromium and Firefox put it at the end of the message (Safari names none).
 * Only a URL of this page's origin is tried again.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /(https?:\/\/\S+)$/.exec(error.message.trim());
  if (!match) return null;
  try {
    const url = new URL(match[1]);
    return url.origin === globalThis.location?.origin ? url.href : null;
  } catch {
    return null;
  }
}

function withFreshQuery(url: string): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(Date.now()));
  return fresh.href;
}

/** Asks the server for the file itself, past every cache: no answer at all means there is no connection. */
async function serverUnreachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}
