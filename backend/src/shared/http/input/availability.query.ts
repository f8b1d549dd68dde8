import { CalendarDayQuery } from './calendar-day.dto';
import { IdField } from './dto-fields';

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
