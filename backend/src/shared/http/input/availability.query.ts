import { CalendarDayQuery } from './calendar-day.dto';
import { compileQuery } from './compiled-query';
import { DAY_RANGE, IdField, MONTH_RANGE, YEAR_RANGE } from './dto-fields';

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

/** The canonical free-times query of every client's time step, checked without class-validator when it is well formed. */
compileQuery(AvailabilityQuery, { userId: 'id', jobId: 'id', day: DAY_RANGE, month: MONTH_RANGE, year: YEAR_RANGE });
compileQuery(MoveAvailabilityQuery, { jobId: 'id', day: DAY_RANGE, month: MONTH_RANGE, year: YEAR_RANGE });
