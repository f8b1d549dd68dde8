import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { UuidParam } from '../../shared/http/uuid-param';
import { CreateHourDto, UpdateHourDto, VinculateHoursDto } from './dto/hour.dto';
import { HourSlotView } from './dto/hour-slot.view';
import { HoursService } from './hours.service';
import { WeekdayParam } from './weekday-param';

/** "Atendimento": the barber's general 30-minute slots and weekdays off. */
@ApiTags('Horários (admin)')
@ApiBearerAuth()
@Controller('hour')
export class HoursController {
  constructor(private readonly hours: HoursService) {}

  @Get('list')
  list(@CurrentBarber() current: AuthenticatedBarber): Promise<HourSlotView[]> {
    return this.hours.list(current);
  }

  @Post('create')
  @HttpCode(200)
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateHourDto): Promise<HourSlotView> {
    return this.hours.create(current, body.hour, body.available);
  }

  @Put('update')
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateHourDto): Promise<HourSlotView> {
    return this.hours.update(current, body.id, { hour: body.hour, available: body.available });
  }

  @Post('vinculate')
  @HttpCode(200)
  link(@CurrentBarber() current: AuthenticatedBarber, @Body() body: VinculateHoursDto): Promise<HourSlotView[]> {
    return this.hours.link(current, body.id, body.hours);
  }

  @Post('create/list/:userId')
  @HttpCode(200)
  createDefaults(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<HourSlotView[]> {
    return this.hours.createDefaultsFor(current, userId);
  }

  @Get('day-off/list/:userId')
  weekdaysOff(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<number[]> {
    return this.hours.weekdaysOff(current, userId);
  }

  @Post('day-off/vinculate/:userId/:weekday')
  @HttpCode(200)
  markWeekdayOff(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Param('weekday', WeekdayParam) weekday: number,
  ): Promise<number[]> {
    return this.hours.markWeekdayOff(current, userId, weekday);
  }

  @Post('day-off/un-vinculate/:userId/:weekday')
  @HttpCode(200)
  markWeekdayOn(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Param('weekday', WeekdayParam) weekday: number,
  ): Promise<number[]> {
    return this.hours.markWeekdayOn(current, userId, weekday);
  }
}
