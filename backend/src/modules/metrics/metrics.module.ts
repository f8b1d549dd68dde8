import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { BookingMetrics } from './booking-metrics';
import { MetricsController } from './metrics.controller';
import { StoreSamplers } from './store-samplers';

/**
 * `GET /api/metrics` for Prometheus, and what the metrics learn without the domains' help:
 * booking changes from the booking module's `BookingEvents`, the pool and the queue at each scrape.
 * The counters themselves live in shared/metrics (`AppMetrics`).
 */
@Module({
  imports: [BookingModule],
  controllers: [MetricsController],
  providers: [BookingMetrics, StoreSamplers],
})
export class MetricsModule {}
