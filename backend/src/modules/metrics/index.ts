/** What other modules may use of metrics: nothing else of it is imported from outside. */
export { MetricsModule } from './metrics.module';
