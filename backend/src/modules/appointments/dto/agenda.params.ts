import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { CalendarDayBody } from '../../../shared/http/calendar-day.dto';
import { DayField, IdField, MonthField, YearField } from '../../../shared/http/dto-fields';
import { isGridHour } from '../../../shared/time/hhmm';

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

/** `POST appointment/deactivate`: block these times (HHMM; 0 = the whole day) of one day. */
export class DeactivateHoursDto extends CalendarDayBody {
  @ApiProperty({ type: [Number], example: [1000, 1030], description: 'Horários HHMM na grade de 30 minutos' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(48)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(2330, { each: true })
  @ValidateBy({ name: 'isGridHour', validator: { validate: (value) => isGridHour(value as number) } }, { each: true })
  hours: number[];

  @IdField('Barbeiro')
  userId: string;
}
