import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { DayBlockingController, UnavailableEntryController } from './day-blocking.controller';
import { DayBlockingService } from './day-blocking.service';
import { Unavailable } from './domain/unavailable.entity';
import { UnavailabilityController } from './unavailability.controller';
import { UnavailabilityService } from './unavailability.service';

/** Days and times a barber blocks: whole days, times (`appointment/deactivate`), and what the blocks leave in the way. */
@Module({
  imports: [MikroOrmModule.forFeature([Unavailable]), BookingModule],
  controllers: [UnavailabilityController, DayBlockingController, UnavailableEntryController],
  providers: [UnavailabilityService, DayBlockingService],
})
export class UnavailabilityModule {}
