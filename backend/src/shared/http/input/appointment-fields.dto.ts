import { WithOptionalPushSubscription } from '../../push/push-fields';
import { CalendarDayBody } from './calendar-day.dto';
import { HourField, IdField, NameField } from './dto-fields';

/** Where and what a booking is: the day, the time, the service and its barber, and the client's name. */
class AppointmentDetails extends CalendarDayBody {
  @NameField()
  clientName: string;

  @HourField()
  hour: number;

  @IdField('Serviço')
  jobId: string;

  @IdField('Barbeiro')
  userId: string;
}

/** The fields of a booking, the same for the client's online booking and the barber's walk-in, but the contact. */
export class AppointmentFieldsDto extends WithOptionalPushSubscription(AppointmentDetails) {}
