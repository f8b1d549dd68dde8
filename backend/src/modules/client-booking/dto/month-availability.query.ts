import { compileQuery } from '../../../shared/http/input/compiled-query';
import { IdField, MONTH_RANGE, MonthField, YEAR_RANGE, YearField } from '../../../shared/http/input/dto-fields';

/** `?userId=&jobId=&month=&year=` of the client's calendar (month 0-11). */
export class MonthAvailabilityQuery {
  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;

  @MonthField({ fromQuery: true })
  month: number;

  @YearField({ fromQuery: true })
  year: number;
}

/** The client's calendar asks it for each month it shows: checked without class-validator when it is well formed. */
compileQuery(MonthAvailabilityQuery, { userId: 'id', jobId: 'id', month: MONTH_RANGE, year: YEAR_RANGE });
