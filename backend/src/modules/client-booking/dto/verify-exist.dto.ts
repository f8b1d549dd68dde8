import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { ContactField, HourField, IdField } from '../../../shared/http/input/dto-fields';

export class VerifyExistDto extends CalendarDayBody {
  @ContactField()
  clientContact: string;

  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;

  @HourField()
  hour: number;
}
