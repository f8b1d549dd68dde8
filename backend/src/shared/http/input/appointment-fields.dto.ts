import { PushSubscriptionField } from '../../push/push-fields';
import { CalendarDayBody } from './calendar-day.dto';
import { HourField, IdField, NameField } from './dto-fields';

/** The fields of a booking, the same for the client's online booking and the barber's walk-in, but the contact. */
export class AppointmentFieldsDto extends CalendarDayBody {
  @NameField()
  clientName: string;

  @HourField()
  hour: number;

  @IdField('Serviço')
  jobId: string;

  @IdField('Barbeiro')
  userId: string;

  @PushSubscriptionField('endpoint', { optional: true })
  pushEndpoint?: string;

  @PushSubscriptionField('p256dh', { optional: true })
  pushP256dh?: string;

  @PushSubscriptionField('auth', { optional: true })
  pushAuth?: string;
}
