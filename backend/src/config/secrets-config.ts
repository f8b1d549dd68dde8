import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PasswordContext } from '../shared/strength/guessable-password';
import { ConfigError } from './config-error';
import { ADMIN_PASSWORD_ADVICE, adminPasswordWeakness, jwtSecretWeakness, SECRET_ADVICE, secretWeakness } from './secret-strength';

/** The owner's password, the key that signs the login tokens and the metrics scraper's token. */
export interface SecretsConfig {
  adminPassword: string;
  jwtSecret: string;
  /** The bearer token Prometheus sends to GET /api/metrics; null (unset): the route answers 404. */
  metricsToken: string | null;
}

/** What an attacker knows besides the secrets: the shop's name and the owner's username. */
export interface SecretsContext {
  shopName: string;
  adminUsername: string;
}

export const DEMO_ADMIN_PASSWORD = 'barbearia123';

/** Production minimums: an HS256 key shorter than its 32-byte hash is guessable offline from one token. */
const MIN_JWT_SECRET_BYTES = 32;
const MIN_ADMIN_PASSWORD_CHARACTERS = 10;
const MIN_METRICS_TOKEN_CHARACTERS = 32;

type SecretName = 'ADMIN_PASSWORD' | 'JWT_SECRET' | 'METRICS_TOKEN';

/** How each secret is judged, and what the refusal advises. */
const JUDGES: Record<SecretName, { weakness: (value: string, context: PasswordContext) => string | null; advice: string }> = {
  ADMIN_PASSWORD: { weakness: adminPasswordWeakness, advice: ADMIN_PASSWORD_ADVICE },
  JWT_SECRET: { weakness: jwtSecretWeakness, advice: SECRET_ADVICE },
  METRICS_TOKEN: { weakness: secretWeakness, advice: SECRET_ADVICE },
};

/**
 * In production every secret is required (METRICS_TOKEN only to serve metrics), long enough and
 * hard to guess, or start-up stops. Outside production anything goes (a first try on a laptop,
 * the tests): the demo password, a JWT secret generated once; weakSecretWarnings() says what
 * production would refuse.
 */
export function loadSecretsConfig(env: NodeJS.ProcessEnv, production: boolean, dataDir: string, context: SecretsContext): SecretsConfig {
  if (!production) {
    return {
      adminPassword: env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD,
      jwtSecret: env.JWT_SECRET || persistentDevSecret(dataDir),
      metricsToken: env.METRICS_TOKEN || null,
    };
  }
  const adminPassword = productionAdminPassword(env.ADMIN_PASSWORD);
  refuseIfWeak('ADMIN_PASSWORD', adminPassword, context);
  const jwtSecret = productionJwtSecret(env.JWT_SECRET);
  refuseIfWeak('JWT_SECRET', jwtSecret, context);
  const metricsToken = productionMetricsToken(env.METRICS_TOKEN);
  if (metricsToken) refuseIfWeak('METRICS_TOKEN', metricsToken, context);
  return { adminPassword, jwtSecret, metricsToken };
}

/** Outside production: a warning for each secret set in `env` that production would refuse as weak. */
export function weakSecretWarnings(env: NodeJS.ProcessEnv, context: SecretsContext): string[] {
  return (Object.keys(JUDGES) as SecretName[]).flatMap((name) => {
    const value = env[name];
    const weakness = value ? JUDGES[name].weakness(value, passwordContext(context)) : null;
    return weakness ? [`${name} ${weakness}: NODE_ENV=production would refuse to start with it; ${JUDGES[name].advice}.`] : [];
  });
}

function refuseIfWeak(name: SecretName, value: string, context: SecretsContext): void {
  const weakness = JUDGES[name].weakness(value, passwordContext(context));
  if (weakness) throw new ConfigError(`${name} ${weakness}, refused when NODE_ENV=production: ${JUDGES[name].advice}.`);
}

function passwordContext({ shopName, adminUsername }: SecretsContext): PasswordContext {
  return { shopName, usernames: [adminUsername] };
}

function missing(name: string): never {
  throw new ConfigError(`${name} must be set when NODE_ENV=production.`);
}

function productionAdminPassword(value: string | undefined): string {
  if (!value) return missing('ADMIN_PASSWORD');
  if ([...value].length < MIN_ADMIN_PASSWORD_CHARACTERS) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_CHARACTERS} characters long when NODE_ENV=production: ${ADMIN_PASSWORD_ADVICE}.`,
    );
  }
  return value;
}

function productionJwtSecret(value: string | undefined): string {
  if (!value) return missing('JWT_SECRET');
  if (Buffer.byteLength(value, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long when NODE_ENV=production: ${SECRET_ADVICE}.`);
  }
  return value;
}

/** Unset, metrics are off; set, the token must be as hard to guess as the JWT secret. */
function productionMetricsToken(value: string | undefined): string | null {
  if (!value) return null;
  if ([...value].length < MIN_METRICS_TOKEN_CHARACTERS) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_CHARACTERS} characters long when NODE_ENV=production (generate one with: openssl rand -hex 32), or unset to turn /api/metrics off.`,
    );
  }
  return value;
}

/** Outside production a JWT secret is generated once and kept in the data folder, so sessions survive restarts. */
function persistentDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `DATA_DIR ${dataDir} cannot hold the JWT secret (${reason}): set DATA_DIR to a folder you may write to, or set JWT_SECRET.`,
    );
  }
}
