// The tables of the docs that the code can state by itself, written between markers in the docs and checked by
// `npm run lint` (`--check`), so they cannot drift from the code:
// - docs/architecture.md, `module-table`: each backend module (backend/src/modules/<name>), its files, how many names its
//   index.ts exports (its door: what other modules may use), what it takes from
//   the other modules (the names imported through their index.ts, as dependency-cruiser resolves the imports) and who
//   imports it;
// - docs/testing.md, `test-files`: the test files of each suite, as its runner lists them (Jest, Vitest, Playwright), by area;
// - docs/frontend.md, `folder-sizes`: the front end's folders nearest the limit of source files side by side
//   (docs/tools/folder-sizes.mjs, `npm run lint:folders`).
// `node docs/tools/generated-tables.mjs` rewrites both tables (`npm run docs:tables`); with `--check` it changes nothing and
// exits with 1 when a table differs from what the code gives.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { folderSizes, MAX_SOURCE_FILES } from './folder-sizes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const MODULES = 'backend/src/modules';
const run = promisify(execFile);

/** A tool's standard output; its exit code is not trusted alone (depcruise exits non-zero on a rule broken elsewhere). */
async function output(tool, args) {
  try {
    return (await run(path.join(BIN, tool), args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if (error.stdout) return error.stdout;
    throw new Error(`${tool} ${args.join(' ')} failed: ${error.stderr || error.message}`);
  }
}

const relative = (file) => path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
const moduleOf = (file) => /^backend\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const code = (text) => `\`${text}\``;
const byName = (a, b) => a.localeCompare(b);

function filesUnder(directory) {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const child = `${directory}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(child) : [child];
  });
}

/** The names a file imports from one specifier (`import { A, type B } from '../booking'`), in the file's order. */
function importedNames(file, specifier) {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== specifier) continue;
    const clause = statement.importClause;
    if (!clause) continue;
    if (clause.name) names.push(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push(`* as ${bindings.name.text}`);
    if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
  }
  return names;
}

/** How many names a module's index.ts exports (`export { A, type B } from`, `export class C`, …): the width of its door. */
function exportCount(file) {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  let count = 0;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) count += clause.elements.length;
      else throw new Error(`${file}: \`export *\` hides what the module exports; name each export`);
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      count += ts.isVariableStatement(statement) ? statement.declarationList.declarations.length : 1;
    }
  }
  return count;
}

/** Importer files outside the modules, a folder with several of them as one entry. */
function outsideImporters(files) {
  const byFolder = new Map();
  for (const file of files) byFolder.set(path.posix.dirname(file), [...(byFolder.get(path.posix.dirname(file)) ?? []), file]);
  return [...byFolder]
    .flatMap(([folder, inFolder]) => (inFolder.length > 1 ? [`${folder}/ (${inFolder.length} files)`] : inFolder))
    .map((entry) => code(entry.replace(/^backend\/src\//, '')))
    .sort(byName);
}

async function moduleTable() {
  const cruise = JSON.parse(await output('depcruise', ['backend/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json']));
  const names = readdirSync(path.join(ROOT, MODULES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(byName);
  const modules = new Map(names.map((name) => [name, { uses: new Map(), usedBy: new Set(), outside: new Set() }]));
  for (const { source, dependencies } of cruise.modules) {
    const from = moduleOf(source);
    for (const dependency of dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to === null || to === from || !modules.has(to)) continue;
      if (from === null) {
        modules.get(to).outside.add(source);
        continue;
      }
      modules.get(to).usedBy.add(from);
      const through = dependency.resolved === `${MODULES}/${to}/index.ts` ? '' : ` (not through index.ts: ${dependency.resolved})`;
      const key = `${to}${through}`;
      const used = modules.get(from).uses.get(key) ?? new Set();
      for (const name of importedNames(source, dependency.module)) used.add(name);
      modules.get(from).uses.set(key, used);
    }
  }
  const rows = names.map((name) => {
    const { uses, usedBy, outside } = modules.get(name);
    const files = filesUnder(`${MODULES}/${name}`).filter((file) => file.endsWith('.ts'));
    const tests = files.filter((file) => file.endsWith('.spec.ts')).length;
    const usesCell = [...uses]
      .sort(([a], [b]) => byName(a, b))
      .map(([target, imported]) => `${code(target)}: ${[...imported].sort(byName).join(', ')}`)
      .join('; ');
    const cells = [
      code(name),
      tests ? `${files.length} (${tests} unit test${tests === 1 ? '' : 's'})` : `${files.length}`,
      `${exportCount(`${MODULES}/${name}/index.ts`)}`,
      usesCell || '—',
      [...usedBy].sort(byName).map(code).join(', ') || '—',
      outsideImporters([...outside]).join(', ') || '—',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| Module | `.ts` files | Names its `index.ts` exports | Takes from other modules (names imported through their `index.ts`) | Imported by modules | Imported from outside `modules/` |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * Test files by area: the folder under the suite's root, down to `modules/<name>` and `features/<name>`; outside the root
 * (the unit tests of common/), the file's folder.
 */
function areaOf(file, root) {
  if (!file.startsWith(`${root}/`)) return path.posix.dirname(file);
  const parts = file.slice(root.length + 1).split('/');
  const depth = ['modules', 'features'].includes(parts[0]) ? 2 : 1;
  return parts.length > depth ? parts.slice(0, depth).join('/') : '.';
}

async function testTable() {
  const lines = (text) => text.split('\n').filter((line) => line.trim() !== '');
  const playwright = JSON.parse(await output('playwright', ['test', '--list', '--reporter=json']));
  const playwrightFiles = (suites) => suites.flatMap((suite) => (suite.file ? [suite.file] : playwrightFiles(suite.suites ?? [])));
  const suites = [
    {
      name: 'Frontend unit (Vitest)',
      command: 'vitest list --filesOnly',
      root: 'frontend/src',
      files: lines(await output('vitest', ['list', '--filesOnly', '--config', 'frontend/vitest.config.mts'])),
    },
    {
      name: 'Unit (Jest project `unit`)',
      command: 'jest --listTests --selectProjects unit',
      root: 'backend/src',
      files: JSON.parse(await output('jest', ['--listTests', '--json', '--selectProjects', 'unit'])),
    },
    {
      name: 'HTTP (Jest project `api`)',
      command: 'jest --listTests --selectProjects api',
      root: 'test/api',
      files: JSON.parse(await output('jest', ['--listTests', '--json', '--selectProjects', 'api'])),
    },
    {
      name: 'Browser (Playwright)',
      command: 'playwright test --list',
      root: 'test/browser',
      files: [...new Set(playwrightFiles(playwright.suites).map((file) => path.join(playwright.config.rootDir, file)))],
    },
  ];
  const rows = suites.map(({ name, command, root, files }) => {
    const counts = new Map();
    for (const file of files.map(relative)) counts.set(areaOf(file, root), (counts.get(areaOf(file, root)) ?? 0) + 1);
    const areas = [...counts]
      .sort(([a, x], [b, y]) => y - x || byName(a, b))
      .map(([area, count]) => `${area === '.' ? code(`${root}/`) : code(area)} ${count}`)
      .join(', ');
    return `| ${name} | ${code(command)} | ${files.length} | ${areas} |`;
  });
  return ['| Suite | Files as listed by | Files | By area |', '|---|---|---|---|', ...rows].join('\n');
}

/** The front end's folders with 10 source files or more side by side, largest first. */
function folderTable() {
  const rows = folderSizes()
    .filter(({ folder, count }) => folder.startsWith('frontend/src') && count >= 10)
    .map(({ folder, count }) => `| ${code(`${folder.replace(/^frontend\/src/, 'src')}/`)} | ${count} |`);
  return [`| Folder | Source files (at most ${MAX_SOURCE_FILES}) |`, '|---|---|', ...rows].join('\n');
}

function replaceBetweenMarkers(text, marker, table, file) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`;
}

const check = process.argv.includes('--check');
const [modules, tests] = await Promise.all([moduleTable(), testTable()]);
const stale = [];
for (const [file, marker, table] of [
  ['docs/architecture.md', 'module-table', modules],
  ['docs/testing.md', 'test-files', tests],
  ['docs/frontend.md', 'folder-sizes', folderTable()],
]) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const updated = replaceBetweenMarkers(text, marker, table, file);
  if (updated === text) continue;
  if (check) stale.push(`${file} (${marker})`);
  else writeFileSync(path.join(ROOT, file), updated);
}
if (stale.length > 0) {
  console.error(`Out of date with the code: ${stale.join(', ')}. Run \`npm run docs:tables\` and commit the result.`);
  process.exit(1);
}
