import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { NotificationsModule } from '../notifications';
import { PaymentsModule } from '../payments';
import { OfferQueue } from './offer/offer-queue';
import { OfferStore } from './offer/offer-store';
import { OfferTaking } from './offer/offer-taking';
import { OfferWorkers } from './offer/offer-workers';
import { WaitlistAdmin } from './waitlist-admin';
import { WaitlistAdminController } from './waitlist-admin.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistHousekeeping } from './waitlist-housekeeping';
import { WaitlistOffering } from './offer/waitlist-offering';
import { WaitlistPrivacy } from './waitlist-privacy';
import { WaitlistService } from './waitlist.service';
import { WaitlistStore } from './waitlist-store';

/**
 * The waitlist (lista de espera): entries, the offers of freed times (held, pushed, expired by the
 * queue), taking one as an online booking, the barber's list, and the entries' share of the client's data rights.
 */
@Module({
  imports: [BookingModule, NotificationsModule, PaymentsModule],
  controllers: [WaitlistController, WaitlistAdminController],
  providers: [
    WaitlistStore,
    OfferStore,
    OfferQueue,
    WaitlistOffering,
    OfferWorkers,
    WaitlistService,
    OfferTaking,
    WaitlistAdmin,
    WaitlistHousekeeping,
    WaitlistPrivacy,
  ],
  exports: [WaitlistPrivacy],
})
export class WaitlistModule {}
