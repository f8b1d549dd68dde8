import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageDocuments, PageRenderer } from '../../../common/page-seam/page-seam';

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
