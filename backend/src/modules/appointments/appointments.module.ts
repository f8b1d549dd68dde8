import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { AppointmentViews } from './appointment-views';
import { AppointmentsController } from './appointments.controller';
import { BookingService } from './booking.service';
import { ClientLookupService } from './client-lookup.service';
import { Appointment } from './domain/appointment.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Appointment]), JobsModule, AuthModule],
  controllers: [AppointmentsController],
  providers: [BookingService, ClientLookupService, AppointmentViews],
})
export class AppointmentsModule {}
