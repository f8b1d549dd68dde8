// docs/performance.md is made of sections, each written by its own measurement and marked in the file
// (`<!-- section: name -->` … `<!-- /section: name -->`), so that one measurement rewrites its part and leaves the rest as
// it was: `npm run bench` writes `intro`, `server` and `frontend`; another module (Lighthouse, say) calls
// writeSections(file, { lighthouse: markdown }) and its section is kept, in its place, by every later run. Text outside
// the markers (notes written by hand) is never touched.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where sections new to the file go, in this order; a name not listed goes at the end. */
export const SECTION_ORDER = ['intro', 'server', 'lighthouse', 'frontend'];

const SECTION = /<!-- section: ([\w-]+) -->\n([\s\S]*?)\n?<!-- \/section: \1 -->/g;

/** The file's parts in order: `{ name, content }` for a section, `{ name: null, content }` for the text between them. */
export function readParts(text) {
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(SECTION)) {
    if (match.index > at) parts.push({ name: null, content: text.slice(at, match.index) });
    parts.push({ name: match[1], content: match[2] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ name: null, content: text.slice(at) });
  return parts;
}

/** Replaces the named sections of `file` (markdown, without markers); every other section and all text outside them stay. */
export function writeSections(file, updates) {
  const parts = existsSync(file) ? readParts(readFileSync(file, 'utf8')) : [];
  const rank = (name) => (SECTION_ORDER.includes(name) ? SECTION_ORDER.indexOf(name) : SECTION_ORDER.length);
  for (const [name, content] of Object.entries(updates).sort(([a], [b]) => rank(a) - rank(b))) {
    const section = { name, content: content.trimEnd() };
    const existing = parts.findIndex((part) => part.name === name);
    if (existing >= 0) {
      parts[existing] = section;
      continue;
    }
    // A new section goes before the first section that comes after it in SECTION_ORDER, else at the end.
    const before = parts.findIndex((part) => part.name !== null && rank(part.name) > rank(name));
    parts.splice(before < 0 ? parts.length : before, 0, { name: null, content: '\n\n' }, section, { name: null, content: '\n\n' });
  }
  const text = parts
    .map((part) => (part.name === null ? part.content : `<!-- section: ${part.name} -->\n${part.content}\n<!-- /section: ${part.name} -->`))
    .join('');
  writeFileSync(file, `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`);
}
