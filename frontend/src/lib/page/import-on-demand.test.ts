import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeUnavailableError, failedModuleUrl, importOnDemand } from './import-on-demand';

/** The page's origin: a real server that has /assets/kept.js and nothing else. */
let server: Server;
let origin: string;

beforeEach(async () => {
  server = createServer((request, response) => {
    response.statusCode = request.url === '/assets/kept.js' ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('location', { origin });
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

const chromiumFailure = (path: string) => new TypeError(`Failed to fetch dynamically imported module: ${origin}${path}`);
const firefoxFailure = (path: string) => new TypeError(`error loading dynamically imported module: ${origin}${path}`);

describe('importOnDemand', () => {
  it('answers the module of the first try without a second one', async () => {
    const importAgain = vi.fn();
    await expect(importOnDemand(async () => ({ answer: 42 }), importAgain)).resolves.toEqual({ answer: 42 });
    expect(importAgain).not.toHaveBeenCalled();
  });

  it('tries the URL the failure names once more under a fresh query, which no browser has a failure for', async () => {
    const importAgain = vi.fn(async () => ({ answer: 42 }));
    const module = await importOnDemand(() => Promise.reject(chromiumFailure('/assets/kept.js')), importAgain);
    expect(module).toEqual({ answer: 42 });
    expect(importAgain).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(new RegExp(`^${origin}/assets/kept\\.js\\?retry=\\d+$`)));
  });

  it('says the code is unavailable, not the connection, when the server no longer has the file (a new release)', async () => {
    const failure = importOnDemand(
      () => Promise.reject(firefoxFailure('/assets/removed.js')),
      () => Promise.reject(new TypeError('404')),
    );
    await expect(failure).rejects.toEqual(new CodeUnavailableError(false));
  });

  it('says the code is unavailable, not the connection, when the file is there but does not load', async () => {
    const failure = importOnDemand(
      () => Promise.reject(chromiumFailure('/assets/kept.js')),
      () => Promise.reject(new SyntaxError('broken')),
    );
    await expect(failure).rejects.toMatchObject({ offline: false });
  });

  it('says the connection is gone when the server does not answer at all', async () => {
    const failedPath = '/assets/kept.js';
    await new Promise((resolve) => server.close(resolve));
    const failure = importOnDemand(
      () => Promise.reject(chromiumFailure(failedPath)),
      () => Promise.reject(new TypeError('offline')),
    );
    await expect(failure).rejects.toEqual(new CodeUnavailableError(true));
    server = createServer();
  });

  it('without a URL in the failure (Safari), goes by what the browser knows of the connection', async () => {
    const importAgain = vi.fn();
    vi.stubGlobal('navigator', { onLine: false });
    await expect(importOnDemand(() => Promise.reject(new TypeError('Importing a module script failed.')), importAgain)).rejects.toMatchObject({
      offline: true,
    });
    vi.stubGlobal('navigator', { onLine: true });
    await expect(importOnDemand(() => Promise.reject(new TypeError('Importing a module script failed.')), importAgain)).rejects.toMatchObject({
      offline: false,
    });
    expect(importAgain).not.toHaveBeenCalled();
  });
});

describe('failedModuleUrl', () => {
  it("reads the module URL at the end of Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(chromiumFailure('/assets/a-1.js'))).toBe(`${origin}/assets/a-1.js`);
    expect(failedModuleUrl(firefoxFailure('/assets/a-1.js'))).toBe(`${origin}/assets/a-1.js`);
  });

  it("leaves another origin's URL, a message without one and what is not an error alone", () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.test/a.js'))).toBeNull();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('Failed to fetch dynamically imported module')).toBeNull();
  });
});
