import pino, { DestinationStream, Logger as PinoInstance } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

/**
 * Keys whose values are replaced by "[redacted]" wherever a logged object carries them (up to
 * three levels deep): credentials, tokens, clients' names and phones, SQL and its parameters.
 * Nothing logs such objects today; this keeps a future `logger.info({ body })` harmless.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'manageToken',
  'authorization',
  'cookie',
  'clientName',
  'clientContact',
  'contact',
  'sql',
  'params',
  'parameters',
  'body',
];
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** LOG_LEVEL keeps Nest's names: `log` is pino's `info`, `verbose` its `trace`. */
const PINO_LEVEL: Record<string, string> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * The one pino logger of the app: Fastify's logger (each request's child carries its `reqId`) and,
 * through nestjs-pino, every Nest `Logger`. One JSON object per line, or pino-pretty's readable
 * lines when LOG_FORMAT is `pretty` (by default when standard output is a terminal).
 */
export function createRootLogger(config: AppConfig, destination: DestinationStream = standardOutput(config)): PinoInstance {
  return pino(
    {
      level: PINO_LEVEL[config.logLevel] ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

function standardOutput(config: AppConfig): DestinationStream {
  if (config.logFormat === 'json') return pino.destination({ dest: 1, sync: true });
  // Loaded only for a terminal: a server writing JSON lines never needs pino-pretty and its dependencies.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require('pino-pretty') as typeof PinoPretty;
  return pretty({
    destination: 1,
    sync: true,
    colorize: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
    ignore: 'pid,hostname,context',
    messageFormat: '{if context}[{context}] {end}{msg}',
  });
}
