import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { BarberDayPath, BarberDayRangeBody } from '../../shared/http/input/calendar-day.dto';
import { UnavailableView } from './unavailability.service';
import { DayBlockingService } from './day-blocking.service';
import { CreateUnavailableDto } from './dto/create-unavailable.dto';
import { DaysOffView } from './dto/days-off.view';
import { DEACTIVATE_CONFLICT } from './dto/deactivate-conflict';
import { DeactivateHoursDto } from './dto/deactivate-hours.dto';

@ApiTags('Horários sem agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('appointment')
export class DayBlockingController {
  constructor(private readonly blocking: DayBlockingService) {}

  @Post('deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bloqueia horários de um dia do próprio barbeiro (hora 0 = o dia inteiro); 409 se um agendamento ocupa algum' })
  @ApiOkResponse({ type: UnavailableView, isArray: true, description: 'As entradas de indisponibilidade criadas (hora 0 = o dia inteiro)' })
  @ApiErrors(400, 403, DEACTIVATE_CONFLICT)
  deactivate(@CurrentBarber() current: AuthenticatedBarber, @Body() body: DeactivateHoursDto): Promise<UnavailableView[]> {
    const { userId, hours, ...date } = body;
    return this.blocking.deactivate(current, userId, date, hours);
  }

  @Get('admin/ifDayContainsAppointment/:userId/:day/:month/:year')
  // The API description's operationId is the one it had when this method bore the spec's name: the contract keeps it.
  @ApiOperation({
    operationId: 'DayBlockingController_ifDayContainsAppointment',
    summary: 'Diz se um dia do próprio barbeiro tem algum agendamento ativo',
  })
  @ApiOkResponse({ schema: { type: 'boolean' }, description: 'true / false puro: o dia tem agendamento ativo' })
  @ApiErrors(400, 403)
  dayHasBookings(@CurrentBarber() current: AuthenticatedBarber, @Param() params: BarberDayPath): Promise<boolean> {
    const { userId, ...date } = params;
    return this.blocking.dayHasBookings(current, userId, date);
  }
}

/**
 * `POST /api/unavailable/create` lives here, beside `deactivate`: a single time may only be blocked
 * where no booking holds it, which only the booking module can tell.
 */
@ApiTags('Dias e horários sem agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('unavailable')
export class UnavailableEntryController {
  constructor(private readonly blocking: DayBlockingService) {}

  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bloqueia um dia inteiro (hora 0) ou um horário do próprio barbeiro; um horário, só onde não há agendamento' })
  @ApiOkResponse({ type: UnavailableView, description: 'A entrada (hora 0 = o dia inteiro)' })
  @ApiErrors(400, 403, DEACTIVATE_CONFLICT)
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateUnavailableDto): Promise<UnavailableView> {
    const { userId, day, month, year, hour } = body;
    return this.blocking.createEntry(current, userId, { year, month, day }, hour);
  }

  @Post('range')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dias sem agenda de um período (feriado, férias) numa ação só, do primeiro ao último dia' })
  @ApiOkResponse({ type: DaysOffView, description: 'Aceito também nos dias com agendamentos, que continuam marcados e vêm em daysWithAppointments' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR: data inexistente, último dia antes do primeiro, mais de 366 dias' },
    { status: 403, description: 'FORBIDDEN: outro barbeiro' },
  )
  createRange(@CurrentBarber() current: AuthenticatedBarber, @Body() body: BarberDayRangeBody): Promise<DaysOffView> {
    return this.blocking.blockDayRange(current, body.userId, body.from, body.to);
  }
}
