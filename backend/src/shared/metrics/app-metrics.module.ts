import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AppMetrics } from './app-metrics';

/**
 * The app's one set of metrics, for any module to record to (`AppMetrics`). The process's own
 * metrics (memory, event-loop lag) are sampled only when they are served (METRICS_TOKEN set).
 */
@Global()
@Module({
  providers: [
    {
      provide: AppMetrics,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const metrics = new AppMetrics();
        if (config.metricsToken) metrics.collectProcessMetrics();
        return metrics;
      },
    },
  ],
  exports: [AppMetrics],
})
export class AppMetricsModule {}
