import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { UnavailabilityModule } from '../unavailability/unavailability.module';
import { AgendaController } from './agenda.controller';
import { AgendaService } from './agenda.service';
import { AppointmentStatsService } from './appointment-stats.service';
import { AppointmentViews } from './appointment-views';
import { appointmentRepositoryProvider } from './appointment.repository';
import { AppointmentsController } from './appointments.controller';
import { BarberDayLock } from './barber-day-lock';
import { BookingEvents } from './booking-events.service';
import { BookingService } from './booking.service';
import { ClientDataErasures } from './client-data-erasures.service';
import { ClientDataRetention } from './client-data-retention';
import { ClientRecords } from './client-records';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ClientLookupService } from './client-lookup.service';
import { ContactBookingCap } from './contact-booking-cap';
import { DayBlockingController, UnavailableEntryController } from './day-blocking.controller';
import { DayBlockingService } from './day-blocking.service';
import { Appointment } from './domain/appointment.entity';
import { ManagedBookingController } from './managed-booking.controller';
import { ManagedBookingService } from './managed-booking.service';

@Module({
  imports: [MikroOrmModule.forFeature([Appointment]), JobsModule, AuthModule, UnavailabilityModule],
  controllers: [
    AppointmentsController,
    ManagedBookingController,
    AgendaController,
    DayBlockingController,
    UnavailableEntryController,
    ClientsController,
  ],
  providers: [
    appointmentRepositoryProvider,
    BarberDayLock,
    ContactBookingCap,
    BookingEvents,
    ClientDataErasures,
    BookingService,
    ManagedBookingService,
    ClientLookupService,
    AppointmentViews,
    AgendaService,
    AppointmentStatsService,
    DayBlockingService,
    ClientRecords,
    ClientsService,
    ClientDataRetention,
  ],
  exports: [AppointmentStatsService, BookingEvents, ClientDataErasures],
})
export class AppointmentsModule {}
