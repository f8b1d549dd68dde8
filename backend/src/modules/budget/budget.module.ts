import { Module } from '@nestjs/common';

/** Monthly revenue. Its admin calls arrive with the admin area. */
@Module({})
export class BudgetModule {}
