import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { HourField, IdField } from '../../../shared/http/input/dto-fields';

/** A day (hour 0) or one time of a day the barber blocks. */
export class CreateUnavailableDto extends CalendarDayBody {
  /** 0 blocks the whole day. */
  @HourField()
  hour: number;

  @IdField('Id do barbeiro (o próprio usuário)')
  userId: string;
}
