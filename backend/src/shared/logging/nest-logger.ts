import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';

/** Nest's LoggerService on the app's pino logger, for the lines written before the app exists. */
export function nestLoggerOn(logger: PinoInstance): PinoNestLogger {
  return new PinoNestLogger(new PinoLogger({ pinoHttp: { logger } }), {});
}
