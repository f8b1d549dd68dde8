// `node test/bench/write-frontend-section.mjs`, after `npm run build:frontend`: the front end's sizes (frontend-size.mjs)
// written into docs/performance.md's front-end section, which then says they were measured apart from the last full
// `npm run bench`. For a change that moves only those figures.
import { fileURLToPath } from 'node:url';
import { writeSections } from './doc-sections.mjs';
import { printBuiltFrontendSize } from './frontend-size.mjs';
import { renderFrontendSection } from './report.mjs';

const size = printBuiltFrontendSize();
if (size) {
  const today = new Date().toISOString().slice(0, 10);
  writeSections(fileURLToPath(new URL('../../docs/performance.md', import.meta.url)), {
    frontend: `## Front end: production JavaScript\n\n${renderFrontendSection(size, today)}`,
  });
  process.stdout.write('docs/performance.md: the front-end section is written.\n');
}
