import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { CopyWorkingDayDto, SetWorkingDayDto } from './dto/working-week.dto';
import { WorkingWeekView } from './dto/working-week.view';
import { WeekdayParam } from './weekday-param';
import { WorkingWeekService } from './working-week.service';

/** "Atendimento" by weekday: each weekday open or off, with its own hours and breaks. */
@ApiTags('Horários (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('hour/week')
export class WorkingWeekController {
  constructor(private readonly week: WorkingWeekService) {}

  @Get(':userId')
  @ApiOperation({ summary: 'A semana do barbeiro: cada dia aberto ou de folga, com horário e intervalos (o dono lê a de qualquer barbeiro)' })
  @ApiOkResponse({ type: WorkingWeekView })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR: id que não é UUID' },
    { status: 403, description: 'FORBIDDEN: a semana de outro barbeiro (só o dono pode ler)' },
  )
  read(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<WorkingWeekView> {
    return this.week.week(current, userId);
  }

  @Put(':userId/:weekday')
  @ApiOperation({ summary: 'Define um dia da semana: aberto ou folga, horário e intervalos; responde a semana' })
  @ApiOkResponse({ type: WorkingWeekView })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_ERROR: dia da semana fora de 0-6, horário fora da grade, aberto sem horário, fim antes do início, intervalo fora do horário',
    },
    { status: 403, description: 'FORBIDDEN: outro barbeiro' },
  )
  setDay(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Param('weekday', WeekdayParam) weekday: number,
    @Body() body: SetWorkingDayDto,
  ): Promise<WorkingWeekView> {
    const hours = body.hours && { start: body.hours.start, end: body.hours.end, breaks: body.hours.breaks ?? [] };
    return this.week.setDay(current, userId, weekday, { open: body.open, hours });
  }

  @Post(':userId/copy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Copia o horário e o estado (aberto ou folga) de um dia da semana para outros; responde a semana' })
  @ApiOkResponse({ type: WorkingWeekView })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR: dias fora de 0-6, repetidos ou nenhum' },
    { status: 403, description: 'FORBIDDEN: outro barbeiro' },
  )
  copy(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Body() body: CopyWorkingDayDto,
  ): Promise<WorkingWeekView> {
    return this.week.copyDay(current, userId, body.from, body.to);
  }
}
