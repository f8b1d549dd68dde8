import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { HourSlot } from './domain/hour-slot.entity';
import { WeekdayOff } from './domain/weekday-off.entity';
import { HoursController } from './hours.controller';
import { HoursService } from './hours.service';

@Module({
  imports: [MikroOrmModule.forFeature([HourSlot, WeekdayOff])],
  controllers: [HoursController],
  providers: [HoursService],
  exports: [HoursService],
})
export class HoursModule {}
