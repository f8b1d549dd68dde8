/** What other modules may use of budget: nothing else of it is imported from outside. */
export { BudgetModule } from './budget.module';
