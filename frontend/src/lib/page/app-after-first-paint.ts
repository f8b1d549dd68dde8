/**
 * On a page the server rendered, the app's code is asked for only once the page has painted: the phone spends its first
 * moments on the HTML and its styles, not on 150 kB of JavaScript (meanwhile its links and forms work as plain HTML,
 * answered by the server: server/booking-forms.ts).
 * On such a page the entry script, the boot's chunks and the route's chunks are the head script's data attributes
 * (headScriptAttributes, written by server/page-document.ts); a page the browser renders itself keeps its entry script as
 * built.
 * Runs as part of that classic script (frontend/page-assets.mts), so it must use nothing from outside itself.
 */
export function loadAppAfterFirstPaint(): void {
  const script = document.currentScript;
  const entry = script?.dataset.appEntry;
  if (!entry) return;
  const list = (value = '') => value.split(' ').filter(Boolean);
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
  // The boot's chunks, then the entry, which starts on them while the route's chunks are still being asked for (the
  // route is loaded last). Each element added starts a request, which costs a slow phone a few milliseconds of its main
  // thread (more under DevTools, which records each request's stack): two a task, so that no task holds it for long.
  // The entry also as a modulepreload: Vite's preload helper, which the route's chunks name it to, finds it there and adds
  // no element of its own while the app takes the page over.
  const elements = [
    ...list(script.dataset.appChunks).map((href) => () => preload(href)),
    () => preload(entry),
    entryScript,
    ...list(script.dataset.routeChunks).map((href) => () => preload(href)),
  ];
  const PER_TASK = 2;
  // The next task through a message, not a timer: chained timers wait 4 ms each after the fifth.
  const nextTask = new MessageChannel();
  const addSome = () => {
    for (const element of elements.splice(0, PER_TASK).map((create) => create())) {
      element.crossOrigin = '';
      document.head.appendChild(element);
    }
    if (elements.length) nextTask.port2.postMessage(null);
  };
  nextTask.port1.onmessage = addSome;
  // A frame is drawn only once the page can be painted; the task after it comes after that paint.
  requestAnimationFrame(() => setTimeout(addSome, 0));
}

/** What the head script asks for, as the data attributes of its element on a page the server renders (read above). */
export function headScriptAttributes({ entry, bootChunks, routeChunks }: { entry: string; bootChunks: string[]; routeChunks: string[] }): string {
  return `data-app-entry="${entry}" data-app-chunks="${bootChunks.join(' ')}" data-route-chunks="${routeChunks.join(' ')}"`;
}
