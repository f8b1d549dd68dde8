/** What other modules may use of commission: nothing else of it is imported from outside. */
export { CommissionModule } from './commission.module';
