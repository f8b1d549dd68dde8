import { Module } from '@nestjs/common';
import { BarbersModule } from '../barbers';
import { ServicesModule } from '../services';
import { CommissionRateStore } from './commission-rate-store';
import { CommissionRatesService } from './commission-rates.service';
import { CommissionStatementsService } from './commission-statements.service';
import { CommissionController } from './commission.controller';

/** The barbers' commission: rates with their history, and each barber's statement from the attended bookings. */
@Module({
  imports: [BarbersModule, ServicesModule],
  controllers: [CommissionController],
  providers: [CommissionRateStore, CommissionRatesService, CommissionStatementsService],
})
export class CommissionModule {}
