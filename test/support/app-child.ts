/**
 * The app in a child process for tests that need a real process: its own environment from the
 * start (NODE_EXTRA_CA_CERTS is read only when Node starts) and a shop clock the test can move.
 * Started by app-process.ts; talks to it over the IPC channel.
 */
import 'reflect-metadata';
import { AddressInfo } from 'node:net';
import { Settings } from 'luxon';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config/app-config';

export type ParentMessage = { clockOffsetMs: number } | { stop: true };

let clockOffsetMs = 0;
// Every "now" of the app (the shop clock, the reminders' plan) comes from luxon.
Settings.now = () => Date.now() + clockOffsetMs;

async function main(): Promise<void> {
  const app = await createApp(loadConfig(process.env), process.env.DATABASE_URL!);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.on('message', (message: ParentMessage) => {
    if ('clockOffsetMs' in message) {
      clockOffsetMs = message.clockOffsetMs;
      process.send!({ clockSet: true });
    } else {
      void app.close().then(() => process.exit(0));
    }
  });
  process.send!({ port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
