import { Module } from '@nestjs/common';
import { ServicesModule } from '../services';
import { RevenueTotals } from './revenue-totals.service';
import { RevenueController } from './revenue.controller';
import { RevenueService } from './revenue.service';
import { ShopRevenueController } from './shop-revenue.controller';

/** Monthly and yearly revenue, summed by the database from the prices stored on the live bookings. */
@Module({
  imports: [ServicesModule],
  controllers: [RevenueController, ShopRevenueController],
  providers: [RevenueService, RevenueTotals],
})
export class RevenueModule {}
