import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\/Notifications\.mjs$/;
const CLASS_NAME_READ = 'RemoveScroll.classNames.fullWidth';
const CLASS_NAME = 'width-before-scroll-bar';

/**
 * Mantine's toasts' container imports `RemoveScroll` (react-remove-scroll with its helpers: 4.3 kB gzipped) only to read a
 * class name, `RemoveScroll.classNames.fullWidth`: the one a dialog's scroll lock uses to keep the container from jumping
 * when it hides the page's scroll bar. The container comes with every page; the scroll lock only with a dialog. The build
 * writes the class name in its place, checked against react-remove-scroll-bar's own constant, and fails should Mantine's
 * code or that constant change. Measured with and without it (`npm run size:frontend`): it saves 4,168 bytes gzipped of the
 * first load's JavaScript (159,839 → 155,671) and 4,231 of the booking pages' (217,196 → 212,965).
 */
export function notificationsScrollClass(): Plugin {
  return {
    name: 'barbearia-notifications-scroll-class',
    enforce: 'pre',
    async transform(code, id) {
      if (!NOTIFICATIONS_MODULE.test(id)) return null;
      const constants = await this.resolve('react-remove-scroll-bar/constants', id);
      if (!constants || !readFileSync(constants.id, 'utf8').includes(`fullWidthClassName = '${CLASS_NAME}'`)) {
        this.error(`react-remove-scroll-bar's full-width class is no longer '${CLASS_NAME}': update frontend/notifications-scroll-class.mts.`);
      }
      const withoutImport = code.replace(/(import \{[^}]*?)\bRemoveScroll, /, '$1');
      const transformed = withoutImport.replaceAll(CLASS_NAME_READ, JSON.stringify(CLASS_NAME));
      if (withoutImport === code || /\bRemoveScroll\b/.test(transformed)) {
        this.error(`${id} no longer reads RemoveScroll only for its class name: update frontend/notifications-scroll-class.mts.`);
      }
      return { code: transformed, map: null };
    },
  };
}
