import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, usesDemoAdmin } from './app-config';

/** A valid key pair (as `npx web-push generate-vapid-keys` prints), only for these tests. */
const TEST_PUBLIC_KEY = 'BGAsasC9XTbtorjlLYYFz0hjiRTuANoCW9MFQdwLe4qWRvbTvoD8s2mJleahAv6UTteHI2wojKhwKQEtivFnn6k';
const TEST_PRIVATE_KEY = 'xGECO9vsPUNQ7rsQD4UzxGder6EMd-CfQvILe1NGEKg';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-'));

  /** As `openssl rand -base64 48` prints: 48 random bytes. */
  const STRONG_SECRET = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';
  const STRONG_PASSWORD = 'senha-forte';
  const VAPID = { VAPID_PUBLIC_KEY: TEST_PUBLIC_KEY, VAPID_PRIVATE_KEY: TEST_PRIVATE_KEY, VAPID_SUBJECT: 'mailto:dono@barbearia.com.br' };

  it('stops production start-up without ADMIN_PASSWORD or JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET })).toThrow('ADMIN_PASSWORD must be set');
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: STRONG_PASSWORD })).toThrow('JWT_SECRET must be set');
  });

  it('judges the secrets knowing SHOP_NAME and ADMIN_USERNAME, whatever they are (secrets-config.spec.ts has the rules)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, ...VAPID, SHOP_NAME: 'Salão do Zé Tesoura', ADMIN_USERNAME: 'Ricardão' };
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'Tesoura#2025' })).toThrow('ADMIN_PASSWORD is too easy to guess');
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'ricardao@2025' })).toThrow('ADMIN_PASSWORD is too easy to guess');
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: STRONG_PASSWORD, JWT_SECRET: 'a'.repeat(32) })).toThrow(
      'JWT_SECRET is too easy to guess',
    );
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'tesoura afiada na gaveta' })).toMatchObject({
      adminPassword: 'tesoura afiada na gaveta',
      jwtSecret: STRONG_SECRET,
    });
  });

  it('refuses an ADMIN_USERNAME no barber could have, naming the variable', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR, ADMIN_USERNAME: 'João Dono' }).adminUsername).toBe('João Dono');
    expect(() => loadConfig({ DATA_DIR, ADMIN_USERNAME: 'Јоао' })).toThrow('ADMIN_USERNAME must be 3 to 40 of a-z, A-Z');
    expect(() => loadConfig({ DATA_DIR, ADMIN_USERNAME: 'jo' })).toThrow('ADMIN_USERNAME');
  });

  it('keeps short secrets allowed outside production (tests, a first try on a laptop)', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'curto', ADMIN_PASSWORD: '123', METRICS_TOKEN: 'curto' });
    expect(config).toMatchObject({ jwtSecret: 'curto', adminPassword: '123', metricsToken: 'curto' });
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: STRONG_PASSWORD, ...VAPID };
    expect(loadConfig({ DATA_DIR: dataDir() }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...production, API_DOCS: 'yes' })).toThrow('API_DOCS must be "on" or "off"');
  });

  it('outside production generates a JWT secret once and keeps it in the data folder', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    expect(first.jwtSecret.length).toBeGreaterThan(40);
    expect(readFileSync(path.join(DATA_DIR, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(first.jwtSecret);
  });

  it('says in one sentence when DATA_DIR cannot hold the JWT secret', () => {
    const file = path.join(dataDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(
      new ConfigError(
        `DATA_DIR ${path.join(file, 'data')} cannot hold the JWT secret (ENOTDIR): set DATA_DIR to a folder you may write to, or set JWT_SECRET.`,
      ),
    );
  });

  it('refuses a bad port, window or time zone with a clear message', () => {
    const DATA_DIR = dataDir();
    expect(() => loadConfig({ DATA_DIR, PORT: 'abc' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ DATA_DIR, BOOKING_WINDOW_DAYS: '0' })).toThrow('BOOKING_WINDOW_DAYS');
    expect(() => loadConfig({ DATA_DIR, SHOP_TIMEZONE: 'Mars/Olympus' })).toThrow('SHOP_TIMEZONE');
    expect(() => loadConfig({ DATA_DIR, CANCEL_MIN_HOURS: '-1' })).toThrow('CANCEL_MIN_HOURS must be an integer between 0 and 168');
    expect(() => loadConfig({ DATA_DIR, CANCEL_MIN_HOURS: '1.5' })).toThrow('CANCEL_MIN_HOURS');
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses "true"', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(() => loadConfig({ DATA_DIR, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY=true');
  });

  it('reads each anonymous-call limit as <calls>/<window>, and RATE_LIMITS=off', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).rateLimits).toEqual({
      enabled: true,
      limits: {
        booking: { max: 10, windowSeconds: 3600 },
        lookup: { max: 60, windowSeconds: 600 },
        availability: { max: 600, windowSeconds: 600 },
        manage: { max: 120, windowSeconds: 600 },
      },
    });
    const custom = loadConfig({ DATA_DIR, RATE_LIMITS: 'off', RATE_LIMIT_BOOKING: '3/90s', RATE_LIMIT_LOOKUP: ' 100 / 2h ' });
    expect(custom.rateLimits.enabled).toBe(false);
    expect(custom.rateLimits.limits.booking).toEqual({ max: 3, windowSeconds: 90 });
    expect(custom.rateLimits.limits.lookup).toEqual({ max: 100, windowSeconds: 7200 });
    for (const bad of ['10', '0/1h', '10/0m', '10/25h', 'dez/1h', '10/1d']) {
      expect(() => loadConfig({ DATA_DIR, RATE_LIMIT_BOOKING: bad })).toThrow('RATE_LIMIT_BOOKING must be <calls>/<window>');
    }
    expect(() => loadConfig({ DATA_DIR, RATE_LIMITS: 'no' })).toThrow('RATE_LIMITS must be "on" or "off"');
  });

  it('caps future bookings per contact at 3 unless MAX_FUTURE_BOOKINGS_PER_CONTACT says otherwise', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).maxFutureBookingsPerContact).toBe(3);
    expect(loadConfig({ DATA_DIR, MAX_FUTURE_BOOKINGS_PER_CONTACT: '5' }).maxFutureBookingsPerContact).toBe(5);
    expect(() => loadConfig({ DATA_DIR, MAX_FUTURE_BOOKINGS_PER_CONTACT: '0' })).toThrow('MAX_FUTURE_BOOKINGS_PER_CONTACT');
  });

  it('keeps client data for ever unless CLIENT_DATA_RETENTION_MONTHS names a number of months', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).clientDataRetentionMonths).toBeNull();
    expect(loadConfig({ DATA_DIR, CLIENT_DATA_RETENTION_MONTHS: 'off' }).clientDataRetentionMonths).toBeNull();
    expect(loadConfig({ DATA_DIR, CLIENT_DATA_RETENTION_MONTHS: '24' }).clientDataRetentionMonths).toBe(24);
    expect(() => loadConfig({ DATA_DIR, CLIENT_DATA_RETENTION_MONTHS: '0' })).toThrow(
      'CLIENT_DATA_RETENTION_MONTHS must be an integer between 1 and 1200',
    );
    expect(() => loadConfig({ DATA_DIR, CLIENT_DATA_RETENTION_MONTHS: 'sempre' })).toThrow('CLIENT_DATA_RETENTION_MONTHS');
  });

  it('knows the demo password from the configuration it was given, not from process.env', () => {
    const DATA_DIR = dataDir();
    expect(usesDemoAdmin(loadConfig({ DATA_DIR }))).toBe(true);
    expect(usesDemoAdmin(loadConfig({ DATA_DIR, ADMIN_PASSWORD: 'outra-senha' }))).toBe(false);
  });

  it('reads the login throttle and the hashing queue, and refuses values out of range', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).loginThrottle).toEqual({ windowSeconds: 900, maxFailuresPerAddress: 10, usernameFailuresBeforeDelay: 5 });
    const tuned = loadConfig({ DATA_DIR, LOGIN_FAILURE_WINDOW_MINUTES: '30', PASSWORD_HASH_CONCURRENCY: '4', PASSWORD_HASH_QUEUE: '0' });
    expect(tuned.loginThrottle.windowSeconds).toBe(1800);
    expect(tuned.passwordHashing).toEqual({ concurrency: 4, queueLimit: 0 });
    expect(() => loadConfig({ DATA_DIR, LOGIN_MAX_FAILURES_PER_ADDRESS: '0' })).toThrow('LOGIN_MAX_FAILURES_PER_ADDRESS');
    expect(() => loadConfig({ DATA_DIR, PASSWORD_HASH_CONCURRENCY: 'dois' })).toThrow('PASSWORD_HASH_CONCURRENCY');
  });

  it('stops production start-up without the VAPID keys, naming the variable', () => {
    const base = { NODE_ENV: 'production', ADMIN_PASSWORD: STRONG_PASSWORD, JWT_SECRET: STRONG_SECRET, DATA_DIR: dataDir() };
    const keys = VAPID;
    expect(() => loadConfig({ ...base, ...keys, VAPID_PUBLIC_KEY: '' })).toThrow('VAPID_PUBLIC_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...base, ...keys, VAPID_PRIVATE_KEY: '' })).toThrow('VAPID_PRIVATE_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...base, ...keys, VAPID_SUBJECT: '' })).toThrow('VAPID_SUBJECT must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...base, ...keys, VAPID_PUBLIC_KEY: 'curta' })).toThrow('VAPID_PUBLIC_KEY must be a base64url key of 65 bytes');
    expect(() => loadConfig({ ...base, ...keys, VAPID_SUBJECT: 'dono@barbearia' })).toThrow('VAPID_SUBJECT must be a mailto: or https: URL');
    expect(loadConfig({ ...base, ...keys }).vapid).toEqual({
      publicKey: TEST_PUBLIC_KEY,
      privateKey: TEST_PRIVATE_KEY,
      subject: 'mailto:dono@barbearia.com.br',
    });
  });

  it('outside production generates a VAPID key pair once and keeps it in the data folder', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR }).vapid).toEqual(first);
    expect(() => loadConfig({ DATA_DIR, VAPID_PUBLIC_KEY: TEST_PUBLIC_KEY })).toThrow('VAPID_PRIVATE_KEY must be set too');
  });

  it('reads the push allow-list and the reminder settings', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).pushAllowedOrigins).toContain('https://fcm.googleapis.com');
    expect(loadConfig({ DATA_DIR, PUSH_ALLOWED_ORIGINS: 'https://127.0.0.1:8443, https://*.Push.Example' }).pushAllowedOrigins).toEqual([
      'https://127.0.0.1:8443',
      'https://*.push.example',
    ]);
    expect(() => loadConfig({ DATA_DIR, PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:8080' })).toThrow('PUSH_ALLOWED_ORIGINS must list https origins');
    expect(() => loadConfig({ DATA_DIR, REMINDER_MINUTES: '-5' })).toThrow('REMINDER_MINUTES must be an integer');
    expect(() => loadConfig({ DATA_DIR, REMINDER_DAY_BEFORE: 'sim' })).toThrow('REMINDER_DAY_BEFORE must be "on" or "off"');
    expect(loadConfig({ DATA_DIR, REMINDER_MINUTES: '0', REMINDER_DAY_BEFORE: 'on' })).toMatchObject({ reminderMinutes: 0, reminderDayBefore: true });
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      shopTimezone: 'America/Sao_Paulo',
      bookingWindowDays: 60,
      cancelMinHours: 2,
      jwtExpiresIn: '12h',
      databaseUrl: null,
    });
    expect(config).toMatchObject({ reminderMinutes: 120, reminderDayBefore: false });
  });
});
