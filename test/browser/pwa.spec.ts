import { expect, test } from '@playwright/test';

test.describe('installable app', () => {
  test('links a web manifest with 192 and 512 px icons, maskable ones included', async ({ page, request }) => {
    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifest = await (await request.get(manifestUrl!)).json();
    expect(manifest).toMatchObject({ short_name: 'Barbearia', start_url: '/', display: 'standalone', theme_color: '#17130f' });
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    for (const sizes of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === sizes && icon.purpose === 'any')).toBe(true);
      expect(icons.some((icon) => icon.sizes === sizes && icon.purpose === 'maskable')).toBe(true);
    }
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('runs a service worker that keeps the app shell and serves the app page when offline', async ({ page, context }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    const shellCached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('barbearia-shell-'))!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(shellCached).toEqual(expect.arrayContaining(['/', '/manifest.webmanifest']));
    expect(shellCached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);

    // The worker controls the page after clients.claim(); offline, a deep link still opens the app.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.goto('/agenda/consultar');
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
  });
});
