import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSecretsConfig, weakSecretWarnings } from './secrets-config';

/** As `openssl rand -base64 48` prints: 48 random bytes. */
const STRONG_SECRET = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';
const PASSPHRASE = 'tesoura afiada na gaveta';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DEMO_SHOP = { shopName: 'Barbearia Navalha de Ouro', adminUsername: 'barbeiro' };
const SECRET_ADVICE = 'generate one with: openssl rand -base64 48';
const PASSWORD_ADVICE = 'choose a long passphrase of your own, or generate one with: openssl rand -base64 18';

/** The secrets as production loads them. */
const inProduction = (env: NodeJS.ProcessEnv) => loadSecretsConfig(env, true, mkdtempSync(path.join(tmpdir(), 'secrets-')), DEMO_SHOP);

describe('secrets in production', () => {
  it('stops start-up with a JWT_SECRET under 32 bytes, naming the variable', () => {
    const env = { ADMIN_PASSWORD: PASSPHRASE };
    expect(() => inProduction({ ...env, JWT_SECRET: 'a' })).toThrow(
      `JWT_SECRET must be at least 32 bytes long when NODE_ENV=production: ${SECRET_ADVICE}.`,
    );
    expect(() => inProduction({ ...env, JWT_SECRET: 'x'.repeat(31) })).toThrow('JWT_SECRET must be at least 32 bytes long');
    // 16 two-byte characters are 32 bytes: the length that counts is the key's, in bytes (then it is judged too easy to guess).
    expect(() => inProduction({ ...env, JWT_SECRET: 'áéíóúâêôãõçàüÁÉÍ' })).toThrow('JWT_SECRET is too easy to guess');
    expect(inProduction({ ...env, JWT_SECRET: STRONG_SECRET }).jwtSecret).toBe(STRONG_SECRET);
  });

  it('stops start-up with a JWT_SECRET easy to guess (the outside probes’ 32 × "a" and alphabet in order), saying how to generate one', () => {
    for (const weak of ['a'.repeat(32), ALPHABET, 'abcdefgh'.repeat(5), '3f9a0c1be24d5867f0a9c3e1b2d4f607']) {
      expect(() => inProduction({ ADMIN_PASSWORD: PASSPHRASE, JWT_SECRET: weak })).toThrow(
        /^JWT_SECRET is too easy to guess \(about 10\^\d+\.\d guesses; a random 128-bit secret takes 10\^38\.5\), refused when NODE_ENV=production: generate one with: openssl rand -base64 48\.$/,
      );
    }
    // Base64 of 30 bytes: hard to guess, but fewer random bytes than HS256's hash.
    expect(() => inProduction({ ADMIN_PASSWORD: PASSPHRASE, JWT_SECRET: 'iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5axbdq0bcxR' })).toThrow(
      `JWT_SECRET is base64 of only 30 bytes (at least 32 random bytes are needed), refused when NODE_ENV=production: ${SECRET_ADVICE}.`,
    );
  });

  it('stops start-up with a METRICS_TOKEN under 32 characters or easy to guess (the probe’s 32 × "a"); unset, metrics are off', () => {
    const env = { ADMIN_PASSWORD: PASSPHRASE, JWT_SECRET: STRONG_SECRET };
    expect(inProduction(env).metricsToken).toBeNull();
    expect(inProduction({ ...env, METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(() => inProduction({ ...env, METRICS_TOKEN: 'x'.repeat(31) })).toThrow(
      'METRICS_TOKEN must be at least 32 characters long when NODE_ENV=production (generate one with: openssl rand -hex 32)',
    );
    expect(() => inProduction({ ...env, METRICS_TOKEN: 'a'.repeat(32) })).toThrow(
      /^METRICS_TOKEN is too easy to guess \(about 10\^\d+\.\d guesses; a random 128-bit secret takes 10\^38\.5\), refused when NODE_ENV=production: generate one with: openssl rand -base64 48\.$/,
    );
    expect(inProduction({ ...env, METRICS_TOKEN: STRONG_SECRET }).metricsToken).toBe(STRONG_SECRET);
  });

  it('stops start-up with the demo, a common or a guessable ADMIN_PASSWORD (the probe’s Barbearia@123), saying how to choose one', () => {
    for (const weak of ['Barbearia@123', 'barbearia123', '1234567890', 'Senha12345', 'QWERTYUIOP', 'zzzzzzzzzzzz']) {
      expect(() => inProduction({ JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: weak })).toThrow(
        new RegExp(`^ADMIN_PASSWORD is too easy to guess \\(.+\\), refused when NODE_ENV=production: ${PASSWORD_ADVICE}\\.$`),
      );
    }
    expect(inProduction({ JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: PASSPHRASE }).adminPassword).toBe(PASSPHRASE);
  });

  it('stops start-up with an ADMIN_PASSWORD under 10 characters, or without ADMIN_PASSWORD or JWT_SECRET, naming the variable', () => {
    expect(() => inProduction({ JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: '1' })).toThrow('ADMIN_PASSWORD must be at least 10 characters long');
    expect(() => inProduction({ JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: '123456789' })).toThrow('ADMIN_PASSWORD');
    expect(() => inProduction({ JWT_SECRET: STRONG_SECRET })).toThrow('ADMIN_PASSWORD must be set when NODE_ENV=production.');
    expect(() => inProduction({ ADMIN_PASSWORD: PASSPHRASE })).toThrow('JWT_SECRET must be set when NODE_ENV=production.');
    expect(inProduction({ JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: 'navalha-7-cadeiras' }).adminPassword).toBe('navalha-7-cadeiras');
  });
});

describe('secrets outside production', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'secrets-'));

  it('keeps weak secrets (tests, a first try on a laptop), with a warning for each that production would refuse', () => {
    const env = { JWT_SECRET: ALPHABET, ADMIN_PASSWORD: 'Barbearia@123', METRICS_TOKEN: 'a'.repeat(32) };
    expect(loadSecretsConfig(env, false, dataDir(), DEMO_SHOP)).toEqual({
      jwtSecret: ALPHABET,
      adminPassword: 'Barbearia@123',
      metricsToken: 'a'.repeat(32),
    });
    expect(weakSecretWarnings(env, DEMO_SHOP)).toEqual([
      `ADMIN_PASSWORD is too easy to guess (it looks like the shop’s name followed by digits and symbols): NODE_ENV=production would refuse to start with it; ${PASSWORD_ADVICE}.`,
      expect.stringMatching(
        /^JWT_SECRET is too easy to guess .*: NODE_ENV=production would refuse to start with it; generate one with: openssl rand -base64 48\.$/,
      ),
      expect.stringMatching(
        /^METRICS_TOKEN is too easy to guess .*: NODE_ENV=production would refuse to start with it; generate one with: openssl rand -base64 48\.$/,
      ),
    ]);
  });

  it('warns of nothing unset (the demo password, a JWT secret generated at random) or strong', () => {
    expect(loadSecretsConfig({}, false, dataDir(), DEMO_SHOP)).toMatchObject({ adminPassword: 'barbearia123', metricsToken: null });
    expect(weakSecretWarnings({}, DEMO_SHOP)).toEqual([]);
    expect(weakSecretWarnings({ ADMIN_PASSWORD: PASSPHRASE, JWT_SECRET: STRONG_SECRET, METRICS_TOKEN: STRONG_SECRET }, DEMO_SHOP)).toEqual([]);
  });
});
