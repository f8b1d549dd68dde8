import { ContactField, DayField, HourField, IdField, MonthField, YearField } from '../../../shared/http/dto-fields';

export class VerifyExistDto {
  @ContactField()
  clientContact: string;

  @DayField()
  day: number;

  @MonthField()
  month: number;

  @YearField()
  year: number;

  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;

  @HourField()
  hour: number;
}
