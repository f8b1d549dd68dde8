import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { BookingModule, DepositDesk } from '../booking';
import { NotificationsModule } from '../notifications';
import { DepositAdminController, DepositPushController, DepositQuoteController, PendingDepositsController } from './deposit.controller';
import { CreditLedger } from './credit-ledger';
import { DepositDecisions } from './deposit-decisions';
import { DepositHolds } from './deposit-holds';
import { DepositService } from './deposit.service';
import { DepositStore } from './deposit-store';
import { PAYMENT_METHOD } from './domain/payment-method';
import { PaymentSettings } from './domain/payment-settings.entity';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { StaticPixMethod } from './static-pix.method';

/**
 * The shop's Pix settings and the deposit's rules and money: the decision point the booking module calls inside its
 * transactions (DepositDecisions, booking's `DepositDesk`: global, so the booking module below gets it without
 * importing this one), the credit ledger, the quote, what the client pays, the hold's job, the barber's confirmation.
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([PaymentSettings]), BookingModule, NotificationsModule],
  controllers: [PaymentSettingsController, DepositQuoteController, DepositAdminController, DepositPushController, PendingDepositsController],
  providers: [
    PaymentSettingsService,
    DepositStore,
    StaticPixMethod,
    { provide: PAYMENT_METHOD, useExisting: StaticPixMethod },
    DepositService,
    DepositHolds,
    CreditLedger,
    DepositDecisions,
    { provide: DepositDesk, useExisting: DepositDecisions },
  ],
  exports: [DepositService, DepositDesk],
})
export class PaymentsModule {}
