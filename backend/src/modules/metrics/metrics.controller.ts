import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '../../shared/http/api-docs';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { Public } from '../../shared/auth/public.decorator';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { checkMetricsToken } from './metrics-token';

/**
 * Prometheus's scrape, for the operator (not part of the app's API, so not in its OpenAPI document).
 * Public to the session check, guarded by its own token, and never counted against the anonymous limits.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** The content type is set only once the token is right: an error's JSON body must keep its own. */
  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    checkMetricsToken(this.config.metricsToken, authorization);
    const text = await this.metrics.text();
    reply.type(this.metrics.contentType);
    return text;
  }
}
