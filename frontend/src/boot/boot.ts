// Mantine's base styles: the entry's stylesheet, which index.html links before the boot's (the components' styles must
// come after them, and Rolldown orders a chunk's modules by when the whole app first runs them, not by one file's imports).
// Each component's own styles come with it (frontend/mantine-styles.mts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '../global.css';
import { nextTask } from '../lib/page/next-task';

/**
 * The app's entry (index.html). It imports next to nothing itself: the app comes in stages, each a chunk of its own that
 * the page has asked for at once (modulepreloads: index.html's, or the head script's on a page the server rendered), and
 * each evaluated in a task of its own, with the browser free in between to paint or answer a tap. One chunk of everything
 * held a phone's main thread for about 200 ms (4x slower CPU) at once. Evaluating a module the stage before has
 * evaluated costs nothing, so a stage only needs to name what it brings (react-stage.ts, library-stage.ts, ui-stage.ts); app.tsx brings
 * the route tree and the rest of what the first page needs, and main.tsx, last, creates the router and takes the page over
 * (docs/architecture.md#server-rendered-pages).
 */
async function boot(): Promise<void> {
  await import('./react-stage');
  await nextTask();
  await import('./library-stage');
  await nextTask();
  await import('./ui-stage');
  await nextTask();
  await import('../app');
  await nextTask();
  const { showApp } = await import('../main');
  await nextTask();
  await showApp();
}

void boot();
