/**
 * On a page the server rendered, the app's code is asked for only once the page has painted: the phone spends its first
 * moments on the HTML and its styles, not on 150 kB of JavaScript (early taps are kept meanwhile, lib/early-taps.ts).
 * The server moves the entry script and the route's chunks into the head script's data attributes
 * (backend/src/shared/http/server-rendered-pages.ts); a page the browser renders itself keeps its entry script as built.
 * Runs as part of that classic script (frontend/page-assets.mts), so it must use nothing from outside itself.
 */
export function loadAppAfterFirstPaint(): void {
  const script = document.currentScript;
  const entry = script?.dataset.appEntry;
  if (!entry) return;
  const chunks = (script.dataset.appChunks ?? '').split(' ').filter(Boolean);
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  // A frame is drawn only once the page can be painted; the task after it comes after that paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      chunks.forEach((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        add(link);
      });
      const app = document.createElement('script');
      app.type = 'module';
      app.src = entry;
      add(app);
    }, 0),
  );
}
