import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, ValidateNested } from './validators';
import { ApiProperty, ApiPropertyOptional } from '../api-docs';
import { DayField, IdField, MonthField, YearField } from './dto-fields';

/** A calendar day in a JSON body (month 0-11); request bodies that name a day extend it. */
export class CalendarDayBody {
  @DayField()
  day: number;

  @MonthField()
  month: number;

  @YearField()
  year: number;
}

/** A calendar day in a query string or path, where values arrive as text. */
export class CalendarDayQuery {
  @DayField({ fromQuery: true })
  day: number;

  @MonthField({ fromQuery: true })
  month: number;

  @YearField({ fromQuery: true })
  year: number;
}

/** The path `/{userId}/{day}/{month}/{year}` of the calls about one barber's day. */
export class BarberDayPath extends CalendarDayQuery {
  @IdField('Barbeiro (o próprio usuário)')
  userId: string;
}

/** `?year=`, the shop's current year when absent. */
export class YearQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @YearField({ fromQuery: true })
  year?: number;
}

/** A barber's run of days, `from` to `to`, both included (a holiday, a vacation). */
export class BarberDayRangeBody {
  @IdField('Barbeiro (o próprio usuário)')
  userId: string;

  @ApiProperty({ type: CalendarDayBody, description: 'O primeiro dia (mês 0-11)' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => CalendarDayBody)
  from: CalendarDayBody;

  @ApiProperty({ type: CalendarDayBody, description: 'O último dia, incluído' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => CalendarDayBody)
  to: CalendarDayBody;
}
