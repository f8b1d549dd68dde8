import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { JobsModule } from '../jobs/jobs.module';
import { BudgetController } from './budget.controller';
import { BudgetService } from './budget.service';
import { ShopBudgetController } from './shop-budget.controller';

/** Monthly and yearly revenue, computed by the appointments module's exported stats service. */
@Module({
  imports: [AppointmentsModule, JobsModule],
  controllers: [BudgetController, ShopBudgetController],
  providers: [BudgetService],
})
export class BudgetModule {}
