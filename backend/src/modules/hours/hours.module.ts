import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { HourSlot } from './domain/hour-slot.entity';
import { WeekdayOff } from './domain/weekday-off.entity';
import { HoursService } from './hours.service';

@Module({
  imports: [MikroOrmModule.forFeature([HourSlot, WeekdayOff])],
  providers: [HoursService],
  exports: [HoursService],
})
export class HoursModule {}
