import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { WaitlistModule } from '../waitlist';
import { ClientDataRetention } from './client-data-retention';
import { ClientRecords } from './client-records';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

/** Clientes: who the barber served, and the client's data rights (export, erasure, retention). */
@Module({
  imports: [BookingModule, WaitlistModule],
  controllers: [ClientsController],
  providers: [ClientRecords, ClientsService, ClientDataRetention],
})
export class ClientsModule {}
