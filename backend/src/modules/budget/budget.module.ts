import { Module } from '@nestjs/common';
import { AgendaModule } from '../agenda';
import { JobsModule } from '../jobs';
import { BudgetController } from './budget.controller';
import { BudgetService } from './budget.service';
import { ShopBudgetController } from './shop-budget.controller';

/** Monthly and yearly revenue, computed by the agenda's exported stats service. */
@Module({
  imports: [AgendaModule, JobsModule],
  controllers: [BudgetController, ShopBudgetController],
  providers: [BudgetService],
})
export class BudgetModule {}
