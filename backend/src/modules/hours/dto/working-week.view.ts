import { ApiProperty } from '../../../shared/http/api-docs';
import { WorkingDay } from '../domain/working-week';

class TimeRangeView {
  @ApiProperty({ type: 'integer', example: 1200, description: 'Início, HHMM' })
  start: number;

  @ApiProperty({ type: 'integer', example: 1300, description: 'Fim (exclusivo), HHMM; 2400 = meia-noite' })
  end: number;
}

class WorkingHoursView extends TimeRangeView {
  @ApiProperty({ type: [TimeRangeView], description: 'Intervalos (sem atendimento), em ordem' })
  breaks: TimeRangeView[];
}

export class WorkingDayView {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: '0 = domingo … 6 = sábado' })
  weekday: number;

  @ApiProperty({ description: 'Os clientes podem agendar neste dia da semana (não é folga e tem horário)' })
  open: boolean;

  @ApiProperty({ type: WorkingHoursView, nullable: true, description: 'O horário do dia (guardado também na folga); null quando não tem' })
  hours: WorkingHoursView | null;
}

export class WorkingWeekView {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ type: [WorkingDayView], description: 'Os sete dias, de domingo (0) a sábado (6)' })
  days: WorkingDayView[];
}

export function toWorkingWeekView(userId: string, days: readonly WorkingDay[]): WorkingWeekView {
  return {
    userId,
    days: days.map(({ weekday, open, hours }) => ({
      weekday,
      open,
      hours: hours && { start: hours.start, end: hours.end, breaks: hours.breaks.map(({ start, end }) => ({ start, end })) },
    })),
  };
}
