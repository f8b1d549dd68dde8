import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { BarberDayPath, BarberDayRangeBody } from '../../shared/http/input/calendar-day.dto';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { UnavailableDeletedCountView, UnavailableDeletedView, UnavailableView } from './dto/unavailable.view';
import { UnavailabilityService } from './unavailability.service';

/** "Horários sem agenda": days and times the barber blocks. */
@ApiTags('Dias e horários sem agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('unavailable')
export class UnavailabilityController {
  constructor(private readonly unavailability: UnavailabilityService) {}

  @Get('list/:userId')
  @ApiOperation({ summary: 'Lista os dias e horários bloqueados do barbeiro (o dono lê os de qualquer barbeiro)' })
  @ApiOkResponse({ type: UnavailableView, isArray: true, description: 'Os dias e horários bloqueados do barbeiro (hora 0 = o dia inteiro)' })
  @ApiErrors(400, 403)
  list(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<UnavailableView[]> {
    return this.unavailability.list(current, userId);
  }

  @Delete('delete/:id')
  @ApiOperation({ summary: 'Remove um dia ou horário bloqueado do próprio barbeiro' })
  @ApiOkResponse({ type: UnavailableDeletedView, description: 'A entrada removida' })
  @ApiErrors(400, 403, 404)
  delete(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<UnavailableDeletedView> {
    return this.unavailability.delete(current, id);
  }

  @Post('delete/:userId/:day/:month/:year')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abre de novo um dia: remove o dia inteiro e os horários bloqueados dele' })
  @ApiOkResponse({ type: UnavailableDeletedCountView, description: 'O dia aberto de novo: as entradas removidas (o dia inteiro e os horários)' })
  @ApiErrors(400, 403)
  deleteDay(@CurrentBarber() current: AuthenticatedBarber, @Param() params: BarberDayPath): Promise<UnavailableDeletedCountView> {
    const { userId, day, month, year } = params;
    return this.unavailability.deleteDay(current, userId, { year, month, day });
  }

  @Post('range/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abre de novo todos os dias de um período: remove o dia inteiro e os horários bloqueados de cada um' })
  @ApiOkResponse({ type: UnavailableDeletedCountView, description: 'Quantas entradas foram removidas' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR: data inexistente, último dia antes do primeiro, mais de 366 dias' },
    { status: 403, description: 'FORBIDDEN: outro barbeiro' },
  )
  deleteRange(@CurrentBarber() current: AuthenticatedBarber, @Body() body: BarberDayRangeBody): Promise<UnavailableDeletedCountView> {
    return this.unavailability.deleteDays(current, body.userId, body.from, body.to);
  }
}
