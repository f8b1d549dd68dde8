/** What other modules may use of notifications: nothing else of it is imported from outside. */
export { NotificationsModule } from './notifications.module';
export { DepositConfirmTokens } from './deposit-confirm-tokens';
export { PushQueue, QUEUES } from './push-queue';
export { queueJobIdFor } from './domain/queue-job-id';
export { PushSender } from './push-sender';
export type { PushMessage } from './domain/push-message';
