import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
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
  @ApiOperation({ summary: 'Lista os horários do próprio barbeiro, em ordem' })
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Os horários do barbeiro, em ordem' })
  list(@CurrentBarber() current: AuthenticatedBarber): Promise<HourSlotView[]> {
    return this.hours.list(current);
  }

  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cria um horário do próprio barbeiro, aberto ou fechado em todos os dias da semana' })
  @ApiOkResponse({ type: HourSlotView, description: 'O horário novo' })
  @ApiErrors(400, conflict('HOUR_EXISTS'))
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateHourDto): Promise<HourSlotView> {
    return this.hours.create(current, body.hour, body.available);
  }

  @Put('update')
  @ApiOperation({ summary: 'Altera um horário do próprio barbeiro: abre ou fecha em todos os dias da semana, ou muda a hora' })
  @ApiOkResponse({ type: HourSlotView, description: 'O horário alterado' })
  @ApiErrors(400, 403, 404, conflict('HOUR_EXISTS'))
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateHourDto): Promise<HourSlotView> {
    return this.hours.update(current, body.id, { hour: body.hour, available: body.available });
  }

  @Post('vinculate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Acrescenta os horários que faltam ao barbeiro e abre ou fecha os que ele já tem (pela hora); responde todos' })
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Todos os horários do barbeiro depois da mudança' })
  @ApiErrors(400, 403)
  link(@CurrentBarber() current: AuthenticatedBarber, @Body() body: VinculateHoursDto): Promise<HourSlotView[]> {
    return this.hours.link(current, body.id, body.hours);
  }

  @Post('create/list/:userId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cria os 25 horários padrão (07:30 a 19:30) para o próprio barbeiro, quando ele ainda não tem horários' })
  @ApiOkResponse({ type: HourSlotView, isArray: true, description: 'Os 25 horários padrão, 07:30 a 19:30' })
  @ApiErrors(400, 403, conflict('HOURS_ALREADY_EXIST'))
  createDefaults(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<HourSlotView[]> {
    return this.hours.createDefaultsFor(current, userId);
  }

  @Get('day-off/list/:userId')
  @ApiOperation({ summary: 'Lista os dias da semana de folga do barbeiro (o dono lê os de qualquer barbeiro)' })
  @ApiOkResponse(WEEKDAYS_OFF)
  @ApiErrors(400, 403)
  weekdaysOff(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<number[]> {
    return this.hours.weekdaysOff(current, userId);
  }

  @Post('day-off/vinculate/:userId/:weekday')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marca um dia da semana como folga do próprio barbeiro; responde os dias de folga' })
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
  @ApiOperation({ summary: 'Tira a folga de um dia da semana do próprio barbeiro (volta a ser dia de trabalho); responde os dias de folga' })
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
