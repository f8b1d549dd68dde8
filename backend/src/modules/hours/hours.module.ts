import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { HourSlot } from './domain/hour-slot.entity';
import { WeekdayOff } from './domain/weekday-off.entity';
import { HoursController } from './hours.controller';
import { HoursService } from './hours.service';
import { WorkingWeekController } from './working-week.controller';
import { WorkingWeekService } from './working-week.service';

@Module({
  imports: [MikroOrmModule.forFeature([HourSlot, WeekdayOff])],
  controllers: [HoursController, WorkingWeekController],
  providers: [HoursService, WorkingWeekService],
  exports: [HoursService],
})
export class HoursModule {}
