import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedDbPort, (line) => logger.warn(line));
  if (embedded) logger.log(`Embedded PostgreSQL running with its data in ${config.dataDir}`);
  const app = await createApp(config, config.databaseUrl ?? embedded!.url);
  app.enableShutdownHooks();
  if (embedded) app.getHttpAdapter().getInstance().addHook('onClose', () => embedded.stop());
  await app.listen({ port: config.port, host: config.host });
  logger.log(`Barbearia ready on http://localhost:${config.port}`);
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  new Logger('Bootstrap').fatal(`Start-up failed: ${message}`);
  process.exit(1);
});
