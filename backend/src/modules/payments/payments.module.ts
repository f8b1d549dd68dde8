import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { NotificationsModule } from '../notifications';
import { DepositAdminController, DepositPushController, DepositQuoteController } from './deposit.controller';
import { DepositHolds } from './deposit-holds';
import { DepositService } from './deposit.service';
import { DepositStore } from './deposit-store';
import { PAYMENT_METHOD } from './domain/payment-method';
import { PaymentSettings } from './domain/payment-settings.entity';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { StaticPixMethod } from './static-pix.method';

/**
 * The shop's Pix settings and the booking side of the deposit: the quote, the booking's deposit
 * (DepositService, which the client's room calls), its hold's job, and the barber's confirmation.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PaymentSettings]), BookingModule, NotificationsModule],
  controllers: [PaymentSettingsController, DepositQuoteController, DepositAdminController, DepositPushController],
  providers: [
    PaymentSettingsService,
    DepositStore,
    StaticPixMethod,
    { provide: PAYMENT_METHOD, useExisting: StaticPixMethod },
    DepositService,
    DepositHolds,
  ],
  exports: [DepositService],
})
export class PaymentsModule {}
