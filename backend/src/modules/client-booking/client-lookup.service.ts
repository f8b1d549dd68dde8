import { Injectable } from '@nestjs/common';
import { lacksAreaCode, MISSING_AREA_CODE_MESSAGE } from '../../../../common/rules/contact-key';
import { InvalidInput } from '../../shared/errors/domain-error';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository, AppointmentView, BookingViews, BookingTarget } from '../booking';

/** What a client may ask about bookings: only ever about their own contact. */
@Injectable()
export class ClientLookupService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly clock: ShopClock,
  ) {}

  /**
   * The contact's bookings still to come (not the past ones, not the cancelled ones). A number without
   * its DDD is refused, saying so: bookings are made with the DDD now, and "none found" would not tell why.
   */
  async byContact(clientContact: string): Promise<AppointmentView[]> {
    if (lacksAreaCode(clientContact)) throw new InvalidInput(MISSING_AREA_CODE_MESSAGE);
    return this.views.many(await this.bookings.findLiveByContactFrom(clientContact, this.clock.localNow()));
  }

  /** The same client already holds this exact booking: this barber's service, on this day, at this hour. */
  exists(clientContact: string, { barberId, serviceId, day, month, year }: BookingTarget, hour: number): Promise<boolean> {
    return this.bookings.holdsLive(clientContact, { barberId, serviceId, date: { day, month, year }, hour });
  }
}
