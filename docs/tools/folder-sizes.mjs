// No flat folders: a folder of backend/src, common or frontend/src holds at most 15 source files side by side; past that, its files
// go into subfolders named for what they are for. `npm run lint:folders` runs this file: it prints each folder over the
// limit with its count and exits with 1. `folderSizes()` also gives docs/tools/generated-tables.mjs the largest folders.
// A source file is code or a stylesheet (a CSS module sits beside its component and is read with it); what is not written
// by hand or not read as the app's code does not count: generated files (`*.gen.ts`), the migrations
// (backend/src/database/migrations, one per schema change, in the order they ran) and tests (`*.spec.ts`,
// `*.e2e-spec.ts`, `*.test.ts(x)`), which sit beside what they test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SOURCE_ROOTS = ['backend/src', 'common', 'frontend/src'];
export const MAX_SOURCE_FILES = 15;

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const NOT_COUNTED = [/\.gen\.ts$/, /\.(spec|e2e-spec|test)\.tsx?$/];
const SKIPPED_FOLDERS = new Set(['backend/src/database/migrations']);

const isCounted = (name) => SOURCE.test(name) && !NOT_COUNTED.some((pattern) => pattern.test(name));

/** Every folder under the source roots with its number of source files, largest first. */
export function folderSizes() {
  const sizes = [];
  const visit = (folder) => {
    if (SKIPPED_FOLDERS.has(folder)) return;
    const entries = readdirSync(path.join(ROOT, folder), { withFileTypes: true });
    sizes.push({ folder, count: entries.filter((entry) => entry.isFile() && isCounted(entry.name)).length });
    for (const entry of entries) if (entry.isDirectory()) visit(`${folder}/${entry.name}`);
  };
  for (const root of SOURCE_ROOTS) visit(root);
  return sizes.sort((a, b) => b.count - a.count || a.folder.localeCompare(b.folder));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const over = folderSizes().filter(({ count }) => count > MAX_SOURCE_FILES);
  for (const { folder, count } of over) console.error(`${folder}/: ${count} source files side by side (at most ${MAX_SOURCE_FILES})`);
  if (over.length > 0) {
    console.error('Split each into subfolders named for what their files are for (docs/architecture.md, the lint).');
    process.exit(1);
  }
}
