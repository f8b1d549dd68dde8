import { ApiProperty } from '../../../shared/http/api-docs';
import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { LocalDate } from '../../../shared/time/local-date';
import { UnavailableView } from '../unavailability.service';

/** `POST unavailable/range`: the whole-day entries of the run of days, and those of its days that keep appointments. */
export class DaysOffView {
  @ApiProperty({ type: [UnavailableView], description: 'Uma entrada de dia inteiro (hora 0) por dia do período, em ordem' })
  entries: UnavailableView[];

  @ApiProperty({ type: [CalendarDayBody], description: 'Dias do período com agendamentos, que continuam marcados' })
  daysWithAppointments: LocalDate[];
}
