import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Mantine's styles per component instead of its whole stylesheet: every component's class names live in a
 * `<Name>.module.mjs` under `@mantine/core/esm/` (`components/Button/`, `utils/InlineInput/`), and Mantine 9 ships that
 * component's CSS as `@mantine/core/styles/<Name>.css`. Importing the CSS from that module puts it in whichever chunk holds the
 * component: the entry's stylesheet (the one index.html blocks on) gets only the first page's components, a route's
 * components come with its chunk (Vite loads a chunk's CSS before it runs it, so nothing paints unstyled). The CSS
 * import goes after the module's own imports, so a component's styles still come after those of the components it
 * builds on, the order of Mantine's full stylesheet. The app's entry (src/boot/boot.ts) imports the base styles (reset,
 * variables, global).
 *
 * @mantine/dates and @mantine/charts ship one stylesheet each, which the components using them import.
 * The dev server pre-bundles Mantine, so there the whole stylesheet comes with the entry instead. Measured against that
 * (the whole stylesheets in the entry in the build too, `npm run size:frontend`): the home page's render-blocking CSS is
 * 8,626 bytes gzipped instead of 37,647 (its ceiling is 15,000), for about 570 bytes more of JavaScript (the imports).
 */
const COMPONENT_STYLES: { module: RegExp; styles: (name: string) => string }[] = [
  { module: /\/@mantine\/core\/esm\/(?:[\w-]+\/)+([\w-]+)\.module\.mjs$/, styles: (name) => `@mantine/core/styles/${name}.css` },
  { module: /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/, styles: () => '@mantine/notifications/styles.css' },
];

const APP_ENTRY = /\/frontend\/src\/boot\/boot\.ts$/;

export function mantineStylesPerComponent(): Plugin {
  let serve = false;
  return {
    name: 'barbearia-mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        return APP_ENTRY.test(id) ? `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}` : null;
      }
      for (const { module, styles } of COMPONENT_STYLES) {
        const match = module.exec(id);
        if (!match) continue;
        const stylesheet = styles(match[1]);
        // A Mantine release that names or places a stylesheet differently fails the build instead of leaving a component unstyled.
        if (!existsSync(`${id.slice(0, id.indexOf('/@mantine/'))}/${stylesheet}`)) throw new Error(`${stylesheet} is missing for ${id}.`);
        return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
      }
      if (/\/@mantine\/[\w-]+\/esm\/.*\.module\.mjs$/.test(id) && !/\/@mantine\/(?:dates|charts)\//.test(id)) {
        throw new Error(`${id}: a Mantine class-name module whose stylesheet frontend/mantine-styles.mts does not know.`);
      }
      return null;
    },
  };
}
