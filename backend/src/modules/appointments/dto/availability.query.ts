import { DayField, IdField, MonthField, YearField } from '../../../shared/http/dto-fields';

export class AvailabilityQuery {
  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;

  @DayField({ fromQuery: true })
  day: number;

  @MonthField({ fromQuery: true })
  month: number;

  @YearField({ fromQuery: true })
  year: number;
}
