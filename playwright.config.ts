import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { createTestCertificate } from './test/support/test-certificate';

const port = Number(process.env.E2E_PORT ?? 3100);
// Its own embedded PostgreSQL port, so a developer's `npm start` (54329) never collides with the tests, and below Linux's
// range of ports handed out at random (32768-60999): a connection the test run's earlier stages opened can't hold it.
const databasePort = Number(process.env.E2E_DB_PORT ?? 25310);
// The test workers inherit it (backup.spec.ts runs the backup command against that database).
process.env.E2E_DB_PORT = String(databasePort);
// A fresh embedded database per run; set here once so the test workers inherit the same path.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'barbearia-e2e-'));
  // mkdtemp makes the folder private to its owner, but the embedded PostgreSQL runs as its own user.
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
}

// A push service the tests can read (test/browser/push-service.ts: the waitlist's offer arrives there), on loopback with a
// self-signed certificate the server trusts; made once, so that the test workers inherit the same one.
const pushPort = Number(process.env.E2E_PUSH_PORT ?? port + 1);
process.env.E2E_PUSH_PORT = String(pushPort);
if (!process.env.E2E_PUSH_CERT_FILE) {
  const certificate = createTestCertificate();
  process.env.E2E_PUSH_CERT_FILE = certificate.certFile;
  process.env.E2E_PUSH_KEY_FILE = certificate.keyFile;
}

export default defineConfig({
  testDir: 'test/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/backend/src/main.js',
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      EMBEDDED_DB_PORT: String(databasePort),
      // Pushes go only to a local port nobody listens on (see test/browser/fake-push-service.ts), or to the push service a
      // test reads (test/browser/push-service.ts), which is on loopback: allowed only in the test suite, and trusted by its
      // certificate.
      PUSH_ALLOWED_ORIGINS: `https://127.0.0.1:9,https://127.0.0.1:${pushPort}`,
      PUSH_TO_LOOPBACK_FOR_TESTS: 'on',
      NODE_EXTRA_CA_CERTS: process.env.E2E_PUSH_CERT_FILE,
      // Every test books from this one machine: the shipped 10 bookings an hour per address would refuse the suite's
      // later bookings with 429, depending on how many ran before. The limits' own tests are HTTP tests (rate-limits).
      RATE_LIMIT_BOOKING: '1000/1h',
      // The same for the lookups (Consultar, the confirmation step's check for a booking already made, the deposit's quote):
      // the shipped 60 per 10 minutes per address refused, late in the suite and only when it ran fast enough, a server-rendered
      // page's lookup with 429 (server-rendered.spec's "without a mismatch or an error").
      RATE_LIMIT_LOOKUP: '1000/10m',
      // No daily backup by the clock: backup.spec makes the one it downloads.
      BACKUP_AT: 'off',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe', // start-up failures are logged here
    stderr: 'pipe',
  },
});
