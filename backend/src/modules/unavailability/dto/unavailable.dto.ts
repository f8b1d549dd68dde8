import { DayField, HourField, IdField, MonthField, YearField } from '../../../shared/http/dto-fields';

/** A day (hour 0) or one time of a day the barber blocks. */
export class CreateUnavailableDto {
  @DayField()
  day: number;

  @MonthField()
  month: number;

  @YearField()
  year: number;

  /** 0 blocks the whole day. */
  @HourField()
  hour: number;

  @IdField('Id do barbeiro (o próprio usuário)')
  userId: string;
}

/** The path of `unavailable/delete/{userId}/{day}/{month}/{year}`. */
export class BarberDayParams {
  @IdField('Id do barbeiro (o próprio usuário)')
  userId: string;

  @DayField({ fromQuery: true })
  day: number;

  @MonthField({ fromQuery: true })
  month: number;

  @YearField({ fromQuery: true })
  year: number;
}
