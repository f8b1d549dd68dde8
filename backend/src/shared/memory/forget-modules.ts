/**
 * Drops the modules `isForgotten` picks (by file name) from Node's module cache, and from the children of the modules
 * that required them, so that once nothing else holds their exports the garbage collector takes them with their sources
 * and code; a later `require` loads them again. For code a process needs once or seldom: the migrator, zxcvbn's
 * dictionaries.
 */
export function forgetModules(isForgotten: (file: string) => boolean): void {
  const cache = require.cache;
  for (const [file, loaded] of Object.entries(cache)) {
    if (isForgotten(file)) delete cache[file];
    else if (loaded) loaded.children = loaded.children.filter((child) => !isForgotten(child.id));
  }
}

/** The files now in Node's module cache, to tell later which modules were loaded since. */
export function loadedModules(): ReadonlySet<string> {
  return new Set(Object.keys(require.cache));
}
