import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** index.html's small classic script (frontend/page-assets.mts): it asks for the app's code once the page has painted. */
export const HEAD_SCRIPT = /<script async src="(\/assets\/head-script-[\w-]+\.js)"><\/script>/;

/**
 * The head script as the pages the server renders carry it: inline, so it runs as the page is parsed and the app's code is
 * asked for one round trip sooner. The app's CSP allows it by its hash, taken from the build found at start-up
 * (`cspSource`); a rebuild made since then keeps its script as a file.
 */
export class InlineHeadScript {
  private constructor(
    /** The script's path in the build, as index.html names it. */
    readonly src: string,
    readonly source: string,
  ) {}

  /** Null when there is no build, or its script could not be inline (it would end its own element). */
  static load(frontendDir: string): InlineHeadScript | null {
    const indexHtml = path.join(frontendDir, 'index.html');
    const src = existsSync(indexHtml) ? HEAD_SCRIPT.exec(readFileSync(indexHtml, 'utf8'))?.[1] : undefined;
    if (!src) return null;
    const source = readFileSync(path.join(frontendDir, src), 'utf8');
    return /<\/script|<!--/i.test(source) ? null : new InlineHeadScript(src, source);
  }

  /** The CSP's script-src source that lets this script, and only it, run inline. */
  get cspSource(): string {
    return `'sha256-${createHash('sha256').update(this.source).digest('base64')}'`;
  }
}
