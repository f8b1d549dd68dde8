import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { AgendaController } from './agenda.controller';
import { AgendaService } from './agenda.service';

/** The barber's room: the day, week and month, walk-ins, edits, attendance and the trash. */
@Module({
  imports: [BookingModule],
  controllers: [AgendaController],
  providers: [AgendaService],
})
export class AgendaModule {}
