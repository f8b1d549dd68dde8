import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';
import { IdField, MonthField, YearField } from '../../../shared/http/input/dto-fields';

/** A shop-local day as 'YYYY-MM-DD'; whether that day exists is the domain's check (2026-02-30 is a 400 too). */
export const IsoDateField = (description: string) =>
  applyDecorators(ApiProperty({ type: 'string', format: 'date', example: '2026-12-01', description }), IsString(), Matches(/^\d{4}-\d{2}-\d{2}$/));

/** `?userId=`: whose rates. */
export class CommissionRatesQuery {
  @IdField('Barbeiro (o próprio; o dono lê o de qualquer um)')
  userId: string;
}

/** `?userId=&from=&to=`: whose statement and its days, both included. */
export class CommissionStatementQuery {
  @IdField('Barbeiro (o próprio; o dono lê o de qualquer um)')
  userId: string;

  @IsoDateField('Primeiro dia do período (incluído)')
  from: string;

  @IsoDateField('Último dia do período (incluído); no máximo 366 dias depois do primeiro')
  to: string;
}

/** `POST commission/payouts`: the barber and the days paid, both included. */
export class CommissionPayoutDto extends CommissionStatementQuery {}

/** `?userId=`: whose paid periods. */
export class CommissionPayoutsQuery extends CommissionRatesQuery {}

/** `?year=&month=`: the month of the owner's overview, month 0-11 like everywhere in the API. */
export class CommissionMonthQuery {
  @YearField({ fromQuery: true })
  year: number;

  @MonthField({ fromQuery: true })
  month: number;
}
