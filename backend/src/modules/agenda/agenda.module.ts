import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { AgendaController } from './agenda.controller';
import { AgendaBookings } from './agenda-bookings';
import { AgendaService } from './agenda.service';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

/** The barber's room: the day, week and month, walk-ins, edits, attendance and the trash. */
@Module({
  imports: [BookingModule],
  controllers: [AgendaController, TrashController],
  providers: [AgendaService, TrashService, AgendaBookings],
})
export class AgendaModule {}
