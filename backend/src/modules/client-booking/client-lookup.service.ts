import { Injectable } from '@nestjs/common';
import { lacksAreaCode, MISSING_AREA_CODE_MESSAGE } from '../../../../common/rules/contact-key';
import { InvalidInput } from '../../shared/errors/domain-error';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository, AppointmentView, BookingViews, BookingTarget } from '../booking';

/**
 * How long the lookup still lists a booking the hold of its unpaid deposit cancelled, as cancelled: long enough for the
 * client to read why it is gone, not a history of them.
 */
const EXPIRED_UNPAID_LISTED_MS = 24 * 60 * 60 * 1000;

/** What a client may ask about bookings: only ever about their own contact. */
@Injectable()
export class ClientLookupService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly clock: ShopClock,
  ) {}

  /**
   * The contact's bookings still to come (not the past ones, not the cancelled ones), and for a day those the hold of an
   * unpaid deposit cancelled (`expiredUnpaid`), so that one does not vanish without a word. A number without its DDD is
   * refused, saying so: bookings are made with the DDD now, and "none found" would not tell why.
   */
  async byContact(clientContact: string): Promise<AppointmentView[]> {
    if (lacksAreaCode(clientContact)) throw new InvalidInput(MISSING_AREA_CODE_MESSAGE);
    const expiredSince = new Date(this.clock.instant().getTime() - EXPIRED_UNPAID_LISTED_MS);
    return this.views.many(await this.bookings.findForContactLookup(clientContact, this.clock.localNow(), expiredSince));
  }

  /** The same client already holds this exact booking: this barber's service, on this day, at this hour. */
  exists(clientContact: string, { barberId, serviceId, day, month, year }: BookingTarget, hour: number): Promise<boolean> {
    return this.bookings.holdsLive(clientContact, { barberId, serviceId, date: { day, month, year }, hour });
  }
}
