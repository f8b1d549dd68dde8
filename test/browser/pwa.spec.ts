import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeDraft } from './booking-steps';

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
      const shellName = names.find((name) => name.startsWith('barbearia-shell-'));
      if (!shellName) return [];
      const cache = await caches.open(shellName);
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

test.describe('notifications on the confirmation step', () => {
  test('asks for permission only after the tap, and books with or without a subscription', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    // Counts the permission prompts the page asks for.
    await page.addInitScript(() => {
      const counter = window as unknown as { permissionRequests: number };
      counter.permissionRequests = 0;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        counter.permissionRequests += 1;
        return original();
      };
    });
    const draft = await bookableDraft(request);
    await page.goto('/');
    await storeDraft(page, draft);
    await page.goto('/agenda/finalizar');

    const optIn = page.getByRole('button', { name: 'Receber confirmação e lembrete por notificação' });
    await expect(optIn).toBeVisible();
    const permissionRequests = () => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
    expect(await permissionRequests()).toBe(0);

    await optIn.click();
    // Chromium's own push service is not reachable from the test machine: subscribing may fail,
    // and the page must then say so and let the client book anyway.
    const status = page.getByRole('status');
    await expect(status).toContainText(/Notificações ativadas neste aparelho|Não foi possível ativar as notificações agora/, { timeout: 30_000 });
    expect(await permissionRequests()).toBe(1);
    const subscribed = (await status.textContent())!.includes('ativadas');

    const created = page.waitForRequest((candidate) => candidate.url().endsWith('/api/appointment/create'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/agenda\/realizado\/[A-Za-z0-9_-]{43}$/);
    const body = (await created).postDataJSON();
    expect(typeof body.pushEndpoint === 'string').toBe(subscribed);
  });
});

/** A draft for the demo shop's first free Corte a few days ahead, as the booking steps leave it. */
async function bookableDraft(request: APIRequestContext) {
  const shop = await (await request.get('/api/shop')).json();
  const [barber] = await (await request.get('/api/auth')).json();
  const services: { id: string; name: string }[] = await (await request.get(`/api/job/listByUser/${barber.id}`)).json();
  const service = services.find((candidate) => candidate.name === 'Corte')!;
  for (let offset = 4; offset < 18; offset += 1) {
    const date = new Date(Date.UTC(shop.today.year, shop.today.month, shop.today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
    const query = new URLSearchParams({
      userId: barber.id,
      jobId: service.id,
      day: String(day.day),
      month: String(day.month),
      year: String(day.year),
    });
    const { slots } = await (await request.get(`/api/availability?${query.toString()}`)).json();
    if (slots.length > 0) {
      return {
        user: barber.id,
        job: service.id,
        hour: slots[0].hour,
        ...day,
        clientName: 'Ana Lima',
        clientContact: `119${String(Date.now()).slice(-8)}`,
      };
    }
  }
  throw new Error('No bookable slot in the next two weeks');
}
