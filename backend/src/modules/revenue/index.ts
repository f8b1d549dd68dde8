/** What other modules may use of revenue: nothing else of it is imported from outside. */
export { RevenueModule } from './revenue.module';
