import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { AgendaController } from './agenda.controller';
import { AgendaService } from './agenda.service';
import { AppointmentStatsService } from './appointment-stats.service';

/** The barber's room: the day, week and month, walk-ins, edits, attendance and the trash; and the figures revenue reads. */
@Module({
  imports: [BookingModule],
  controllers: [AgendaController],
  providers: [AgendaService, AppointmentStatsService],
  exports: [AppointmentStatsService],
})
export class AgendaModule {}
