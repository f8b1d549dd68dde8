import { Module } from '@nestjs/common';
import { BarbersModule } from '../barbers';
import { BookingModule } from '../booking';
import { ServicesModule } from '../services';
import { AdvanceStore } from './advances/advance-store';
import { CommissionAdvancesService } from './advances/commission-advances.service';
import { CommissionMonthService } from './commission-month.service';
import { CommissionPayoutsController } from './commission-payouts.controller';
import { CommissionPeriods } from './commission-periods';
import { CommissionRateStore } from './commission-rate-store';
import { CommissionRatesService } from './commission-rates.service';
import { CommissionStatementsService } from './commission-statements.service';
import { CommissionController } from './commission.controller';
import { CommissionLock } from './payouts/commission-lock';
import { CommissionPayoutsService } from './payouts/commission-payouts.service';
import { PayoutStore } from './payouts/payout-store';
import { CommissionSettingsStore } from './settings/commission-settings-store';
import { CommissionSettingsService } from './settings/commission-settings.service';

/**
 * The barbers' commission: rates with their history, each barber's statement from the attended bookings (and the
 * kept deposits, read through the booking module), advances, paid periods, the settings and the owner's month.
 */
@Module({
  imports: [BarbersModule, ServicesModule, BookingModule],
  controllers: [CommissionController, CommissionPayoutsController],
  providers: [
    CommissionRateStore,
    CommissionRatesService,
    CommissionStatementsService,
    CommissionPeriods,
    AdvanceStore,
    CommissionAdvancesService,
    CommissionLock,
    PayoutStore,
    CommissionPayoutsService,
    CommissionSettingsStore,
    CommissionSettingsService,
    CommissionMonthService,
  ],
})
export class CommissionModule {}
