/** What other modules may use of payments: nothing else of it is imported from outside. */
export { PaymentsModule } from './payments.module';
export { DepositService } from './deposit.service';
export { DepositPaymentView, DepositQuoteView } from './dto/deposit.views';
