import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { ShopClock } from '../../shared/time/shop-clock';
import { BookingRepository } from './booking.repository';
import { ContactBookingLimit } from './domain/booking/booking.errors';

/**
 * One contact (compared by `contact_key`, see the contact-key migration) may hold at most
 * MAX_FUTURE_BOOKINGS_PER_CONTACT future live bookings made online. Runs inside the booking's
 * transaction: the contact's lock makes parallel bookings of one contact, on any barber or day,
 * count one after the other, and it is held until the booking commits.
 */
@Injectable()
export class ContactBookingCap {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: ShopClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ensureRoomFor(clientContact: string): Promise<void> {
    await this.bookings.lockContact(clientContact);
    const held = await this.bookings.countFutureLiveOfContact(clientContact, this.clock.localNow());
    if (held >= this.config.maxFutureBookingsPerContact) throw new ContactBookingLimit(this.config.maxFutureBookingsPerContact);
  }
}
