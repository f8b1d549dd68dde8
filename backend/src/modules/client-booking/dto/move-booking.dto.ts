import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { HourField, IdField } from '../../../shared/http/input/dto-fields';

/** The client's move from the manage page: a day, a start time and a service of the same barber. */
export class MoveBookingDto extends CalendarDayBody {
  @HourField()
  hour: number;

  @IdField('Serviço (do mesmo barbeiro)')
  jobId: string;
}
