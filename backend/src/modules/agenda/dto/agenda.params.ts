import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from '../../../shared/http/input/validators';
import { ApiPropertyOptional } from '../../../shared/http/api-docs';
import { CalendarDayQuery } from '../../../shared/http/input/calendar-day.dto';
import { DayField, IdField, MonthField, YearField } from '../../../shared/http/input/dto-fields';

/** `/{month}/{barberId}` of the month listing. */
export class MonthPathParams {
  @MonthField({ fromQuery: true })
  month: number;

  @IdField('Barbeiro')
  barberId: string;
}

export class DayPathParams {
  @DayField({ fromQuery: true })
  day: number;
}

/** `?month=&year=`, the shop's current month and year when absent. */
export class MonthYearQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @MonthField({ fromQuery: true })
  month?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @YearField({ fromQuery: true })
  year?: number;
}

/** `?day=&month=&year=&days=`: the first day of the timeline and how many days (1 to 7). */
export class TimelineQuery extends CalendarDayQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 7, default: 1, description: 'Quantos dias (1 = o dia, 7 = a semana)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(7)
  days?: number;
}

/** `/{barberId}` of the barber's own calls. */
export class BarberPathParam {
  @IdField('Barbeiro')
  barberId: string;
}
