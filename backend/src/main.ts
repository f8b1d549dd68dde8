import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { weakSecretWarnings } from './config/secrets-config';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './database/embedded-postgres';
import { nestLoggerOn } from './shared/logging/nest-logger';
import { createRootLogger } from './shared/logging/root-logger';
import { releasePasswordJudges } from './shared/strength/guessable-password';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const rootLogger = createRootLogger(config);
  Logger.overrideLogger(nestLoggerOn(rootLogger));
  const logger = new Logger('Bootstrap');
  const starting = config.databaseUrl
    ? null
    : startEmbeddedPostgres({
        dataDir: config.dataDir,
        dataDirIsDefault: config.dataDirIsDefault,
        port: config.embeddedDbPort,
        log: (line) => logger.log(line),
      });
  // Handled where it is awaited below; this only keeps a failure meanwhile from being an unhandled rejection.
  starting?.catch(() => undefined);
  // Production refused weak secrets in loadConfig(); elsewhere they are said, while PostgreSQL starts.
  if (!config.production) for (const warning of weakSecretWarnings(process.env, config)) logger.warn(warning);
  // The secrets are judged: zxcvbn's dictionaries (15 MiB of heap) would otherwise stay until idle, while the app loads.
  releasePasswordJudges();
  // The app's modules (Nest, MikroORM and the rest: about a second of CPU) load while initdb and PostgreSQL start
  // in processes of their own.
  const { createApp } = await import('./app.factory.js');
  const embedded = starting && (await starting);
  if (embedded) logger.log(`Embedded PostgreSQL running with its data in ${embedded.directory}`);
  const app = await createApp(config, config.databaseUrl ?? embedded!.url, rootLogger);
  app.enableShutdownHooks();
  if (embedded)
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onClose', () => embedded.stop());
  await app.listen({ port: config.port, host: config.host });
  logger.log(`Barbearia ready on http://localhost:${config.port}`);
}

bootstrap().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof EmbeddedPostgresError;
  const message = told ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  new Logger('Bootstrap').fatal(`Start-up failed: ${message}`);
  process.exit(1);
});
