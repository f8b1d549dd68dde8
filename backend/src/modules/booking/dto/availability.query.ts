import { CalendarDayQuery } from '../../../shared/http/input/calendar-day.dto';
import { IdField, MonthField, YearField } from '../../../shared/http/input/dto-fields';

/** `?jobId=&day=&month=&year=` of the times an appointment can move to. */
export class MoveAvailabilityQuery extends CalendarDayQuery {
  @IdField('Serviço')
  jobId: string;
}

/** `?userId=&jobId=&day=&month=&year=` of the bookable times of a barber's day. */
export class AvailabilityQuery extends MoveAvailabilityQuery {
  @IdField('Barbeiro')
  userId: string;
}

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
