import { IdField, MonthField, YearField } from '../../../shared/http/input/dto-fields';

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
