import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { PaymentsModule } from '../payments';
import { ClientBookingController } from './client-booking.controller';
import { ClientLookupService } from './client-lookup.service';
import { ManagedBookingController } from './managed-booking.controller';
import { ManagedBookingService } from './managed-booking.service';

/** The client's room: the free times, booking, the lookup by phone, and the manage link. */
@Module({
  imports: [BookingModule, PaymentsModule],
  controllers: [ClientBookingController, ManagedBookingController],
  providers: [ClientLookupService, ManagedBookingService],
})
export class ClientBookingModule {}
