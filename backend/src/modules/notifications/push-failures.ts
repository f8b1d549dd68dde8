import { Injectable, Logger } from '@nestjs/common';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { webPush } from '../../shared/push/web-push-library';
import { InternalAddressRefused } from './public-address-agent';

/**
 * Pushes that failed (the queue tries them again later): each is logged with the push service's
 * origin only, never the endpoint's path, which is the subscription's secret, and counted in the
 * metrics (`barbearia_pushes_failed_total`).
 */
@Injectable()
export class PushFailures {
  private readonly logger = new Logger('Notifications');

  constructor(private readonly metrics: AppMetrics) {}

  /** Logs and counts the failure; answers it in words that hold no part of the endpoint but its origin. */
  record(endpoint: string, error: unknown): string {
    this.metrics.pushFailed();
    const failure = `A push to ${originOf(endpoint)} failed (${reasonOf(error)})`;
    this.logger.warn(`${failure}; the queue tries it again later.`);
    return failure;
  }
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an unreadable endpoint';
  }
}

/** The status a push service answered, or the error's code or class; never a message that may hold the endpoint. */
function reasonOf(error: unknown): string {
  // A push that failed was sent by web-push, so this does not load it.
  if (error instanceof webPush().WebPushError) return `HTTP ${error.statusCode}`;
  if (error instanceof InternalAddressRefused) return `refused: ${error.message}`;
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.name;
  return 'unknown error';
}
