import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/api-errors';
import { UuidParam } from '../../shared/http/uuid-param';
import { CreateHourDto, UpdateHourDto, VinculateHoursDto } from './dto/hour.dto';
import { HourSlotView } from './dto/hour-slot.view';
import { HoursService } from './hours.service';
import { WeekdayParam } from './weekday-param';

const WEEKDAYS_OFF = {
  schema: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
  description: 'Os dias da semana de folga do barbeiro (0 = domingo … 6 = sábado), em ordem',
} as const;

/** "Atendimento": the barber's general 30-minute slots and weekdays off. */
@ApiTags('Horários (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('hour')
export class HoursController {
  constructor(private readonly hours: HoursService) {}

  @Get('list')
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Os horários do barbeiro, em ordem' })
  list(@CurrentBarber() current: AuthenticatedBarber): Promise<HourSlotView[]> {
    return this.hours.list(current);
  }

  @Post('create')
  @HttpCode(200)
  @ApiOkResponse({ type: HourSlotView, description: 'O horário novo' })
  @ApiErrors(400, conflict('HOUR_EXISTS'))
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateHourDto): Promise<HourSlotView> {
    return this.hours.create(current, body.hour, body.available);
  }

  @Put('update')
  @ApiOkResponse({ type: HourSlotView, description: 'O horário alterado' })
  @ApiErrors(400, 403, 404, conflict('HOUR_EXISTS'))
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateHourDto): Promise<HourSlotView> {
    return this.hours.update(current, body.id, { hour: body.hour, available: body.available });
  }

  @Post('vinculate')
  @HttpCode(200)
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Todos os horários do barbeiro depois da mudança' })
  @ApiErrors(400, 403)
  link(@CurrentBarber() current: AuthenticatedBarber, @Body() body: VinculateHoursDto): Promise<HourSlotView[]> {
    return this.hours.link(current, body.id, body.hours);
  }

  @Post('create/list/:userId')
  @HttpCode(200)
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Os 25 horários padrão, 07:30 a 19:30' })
  @ApiErrors(400, 403, conflict('HOURS_ALREADY_EXIST'))
  createDefaults(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<HourSlotView[]> {
    return this.hours.createDefaultsFor(current, userId);
  }

  @Get('day-off/list/:userId')
  @ApiOkResponse(WEEKDAYS_OFF)
  @ApiErrors(400, 403)
  weekdaysOff(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<number[]> {
    return this.hours.weekdaysOff(current, userId);
  }

  @Post('day-off/vinculate/:userId/:weekday')
  @HttpCode(200)
  @ApiOkResponse(WEEKDAYS_OFF)
  @ApiErrors(400, 403)
  markWeekdayOff(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Param('weekday', WeekdayParam) weekday: number,
  ): Promise<number[]> {
    return this.hours.markWeekdayOff(current, userId, weekday);
  }

  @Post('day-off/un-vinculate/:userId/:weekday')
  @HttpCode(200)
  @ApiOkResponse(WEEKDAYS_OFF)
  @ApiErrors(400, 403)
  markWeekdayOn(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Param('weekday', WeekdayParam) weekday: number,
  ): Promise<number[]> {
    return this.hours.markWeekdayOn(current, userId, weekday);
  }
}
