/**
 * Resolves in a task of its own: the browser may paint, answer a tap or run another task before what follows. A phone's
 * main thread is then never held for long by a chain of work (Lighthouse's Total Blocking Time counts each task's part over
 * 50 ms). Called from a small function, not from a big module's top level: Chrome's DevTools (and so Lighthouse) record a
 * timer's stack, and reading the positions of a big module's top level costs as much as parsing it again.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
