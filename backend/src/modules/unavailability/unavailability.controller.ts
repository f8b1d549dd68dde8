import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { BarberDayPath, BarberDayRangeBody } from '../../shared/http/calendar-day.dto';
import { UuidParam } from '../../shared/http/uuid-param';
import { UnavailableView } from './dto/unavailable.view';
import { UnavailabilityService } from './unavailability.service';

/** "Horários sem agenda": days and times the barber blocks. */
@ApiTags('Dias e horários sem agenda (admin)')
@ApiBearerAuth()
@Controller('unavailable')
export class UnavailabilityController {
  constructor(private readonly unavailability: UnavailabilityService) {}

  @Get('list/:userId')
  list(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<UnavailableView[]> {
    return this.unavailability.list(current, userId);
  }

  @Delete('delete/:id')
  delete(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<{ id: string; deleted: true }> {
    return this.unavailability.delete(current, id);
  }

  @Post('delete/:userId/:day/:month/:year')
  @HttpCode(200)
  deleteDay(@CurrentBarber() current: AuthenticatedBarber, @Param() params: BarberDayPath): Promise<{ deleted: number }> {
    const { userId, day, month, year } = params;
    return this.unavailability.deleteDay(current, userId, { year, month, day });
  }

  @Post('range/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Abre de novo todos os dias de um período: remove o dia inteiro e os horários bloqueados de cada um' })
  @ApiOkResponse({ description: '{ deleted: <quantidade de entradas removidas> }' })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR: data inexistente, último dia antes do primeiro, mais de 366 dias' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: outro barbeiro' })
  deleteRange(@CurrentBarber() current: AuthenticatedBarber, @Body() body: BarberDayRangeBody): Promise<{ deleted: number }> {
    return this.unavailability.deleteDays(current, body.userId, body.from, body.to);
  }
}
