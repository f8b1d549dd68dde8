import { Module } from '@nestjs/common';
import { AgendaModule } from '../agenda';
import { JobsModule } from '../jobs';
import { RevenueController } from './revenue.controller';
import { RevenueService } from './revenue.service';
import { ShopRevenueController } from './shop-revenue.controller';

/** Monthly and yearly revenue, computed by the agenda's exported stats service. */
@Module({
  imports: [AgendaModule, JobsModule],
  controllers: [RevenueController, ShopRevenueController],
  providers: [RevenueService],
})
export class RevenueModule {}
