import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/app-config';
import { serverTimeouts } from './server-timeouts';

describe('serverTimeouts', () => {
  const config = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'timeouts-')), ...env });

  it('by default: 30 s for a request to arrive (headers and body, given to Node when the server is made), 60 s of silence on a socket, 72 s of idle keep-alive, checked every second', () => {
    expect(serverTimeouts(config())).toEqual({
      requestTimeout: 30_000,
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      http: { requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 1000 },
    });
  });

  it('follows REQUEST_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS, and refuses nonsense', () => {
    expect(serverTimeouts(config({ REQUEST_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '5' }))).toEqual({
      requestTimeout: 1000,
      connectionTimeout: 2000,
      keepAliveTimeout: 5000,
      http: { requestTimeout: 1000, headersTimeout: 1000, connectionsCheckingInterval: 250 },
    });
    expect(() => config({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow('REQUEST_TIMEOUT_SECONDS must be an integer between 1 and 3600');
    expect(() => config({ KEEP_ALIVE_TIMEOUT_SECONDS: 'soon' })).toThrow('KEEP_ALIVE_TIMEOUT_SECONDS');
  });
});
