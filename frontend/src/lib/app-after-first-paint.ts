/**
 * On a page the server rendered, the app's code is asked for only once the page has painted: the phone spends its first
 * moments on the HTML and its styles, not on 150 kB of JavaScript (early taps are kept meanwhile, lib/early-taps.ts).
 * The server moves the entry script, the boot's stages and the route's chunks into the head script's data attributes
 * (backend/src/shared/http/server-rendered-pages.ts); a page the browser renders itself keeps its entry script as built.
 * Runs as part of that classic script (frontend/page-assets.mts), so it must use nothing from outside itself.
 */
export function loadAppAfterFirstPaint(): void {
  const script = document.currentScript;
  const entry = script?.dataset.appEntry;
  if (!entry) return;
  const chunks = (script.dataset.appChunks ?? '').split(' ').filter(Boolean);
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  };
  const entryScript = () => {
    const app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    return app;
  };
  const elements = [...chunks.map((href) => () => preload(href)), entryScript];
  // Each element added starts a request, which costs a slow phone a few milliseconds of its main thread (more with
  // DevTools, which records each request's stack): a few a task, so that no task holds it for long.
  const PER_TASK = 3;
  const addSome = () => {
    for (const element of elements.splice(0, PER_TASK).map((create) => create())) {
      element.crossOrigin = '';
      document.head.appendChild(element);
    }
    if (elements.length) setTimeout(addSome, 0);
  };
  // A frame is drawn only once the page can be painted; the task after it comes after that paint.
  requestAnimationFrame(() => setTimeout(addSome, 0));
}
