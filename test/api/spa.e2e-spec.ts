import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp } from '../support/test-app';

describe('serving the React app beside the API', () => {
  let t: TestApp;
  const frontendDir = mkdtempSync(path.join(tmpdir(), 'frontend-'));
  const indexHtml = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    mkdirSync(path.join(frontendDir, 'assets'));
    writeFileSync(path.join(frontendDir, 'index.html'), indexHtml);
    writeFileSync(path.join(frontendDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    writeFileSync(path.join(frontendDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(path.join(frontendDir, 'sw.js'), 'self.addEventListener("push", () => {})');
    writeFileSync(path.join(frontendDir, 'manifest.webmanifest'), '{"name":"Barbearia"}');
    t = await TestApp.start({ FRONTEND_DIR: frontendDir });
  });
  afterAll(() => t.close());

  it('serves index.html at / without long caching', async () => {
    const response = await t.get('/');
    expect(response.status).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/agenda/horario', '/agenda/realizado/200', '/administrador/minha-agenda/Novembro/10/2026'])(
    'serves index.html for the deep link %s',
    async (url) => {
      const response = await t.get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.get('/assets/app-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker at /sw.js revalidated on every load, so a deploy reaches installed apps', async () => {
    const response = await t.get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the web manifest with its own type', async () => {
    const response = await t.get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s pre-compressed copy to browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotliCompressSync('console.log("app")'))).toBe(true);
  });

  it('answers a missing asset with a 404, not index.html (an old tab must not get HTML as JavaScript)', async () => {
    for (const url of ['/assets/removed-chunk-9z8y7x.js', '/favicon-missing.png']) {
      const response = await t.get(url);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const rebuilt = indexHtml.replace('root', 'root" data-build="2');
    writeFileSync(path.join(frontendDir, 'index.html'), rebuilt);
    expect((await t.get('/agenda/consultar')).body).toBe(rebuilt);
    writeFileSync(path.join(frontendDir, 'index.html'), indexHtml);
  });

  it('keeps unknown /api paths a JSON 404, never the app', async () => {
    for (const url of ['/api/nao-existe', '/api/agenda/horario', '/api']) {
      const response = await t.get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    }
  });

  it('answers a POST to an unknown page with a JSON 404, not the app', async () => {
    const response = await t.post('/agenda/horario', {});
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
