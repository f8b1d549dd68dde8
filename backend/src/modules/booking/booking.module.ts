import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BarbersModule } from '../barbers';
import { ServicesModule } from '../services';
import { BookingViews } from './booking-views';
import { AvailabilityService } from './availability.service';
import { BarberDays } from './barber-days';
import { bookingRepositoryProvider } from './booking.repository';
import { BarberDayLock } from './barber-day-lock';
import { BookingEvents } from './events/booking-events.service';
import { BookingService } from './booking.service';
import { BookingDeposits } from './deposit/booking-deposits';
import { ClientDataErasures } from './events/client-data-erasures.service';
import { ContactErasure } from './contact-erasure';
import { ContactBookingCap } from './contact-booking-cap';
import { FreedDays } from './events/freed-days';
import { Booking } from './domain/booking/booking.entity';

/**
 * The booking aggregate, shared by the rooms that use it (the client's booking, the barber's agenda,
 * clients, blocking): the rules that decide whether a time can be taken, the bookings' store,
 * the barber's day lock, the views, and the events other modules listen to.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Booking]), ServicesModule, BarbersModule],
  providers: [
    bookingRepositoryProvider,
    BarberDayLock,
    BarberDays,
    ContactBookingCap,
    BookingEvents,
    ClientDataErasures,
    ContactErasure,
    FreedDays,
    BookingService,
    BookingDeposits,
    AvailabilityService,
    BookingViews,
  ],
  exports: [
    bookingRepositoryProvider,
    BarberDayLock,
    BarberDays,
    BookingEvents,
    ClientDataErasures,
    ContactErasure,
    FreedDays,
    BookingService,
    BookingDeposits,
    AvailabilityService,
    BookingViews,
  ],
})
export class BookingModule {}
