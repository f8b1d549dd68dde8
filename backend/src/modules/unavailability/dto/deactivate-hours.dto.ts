import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, Max, Min, ValidateBy } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';
import { CalendarDayBody } from '../../../shared/http/input/calendar-day.dto';
import { IdField } from '../../../shared/http/input/dto-fields';
import { isGridHour } from '../../../shared/time/hhmm';

/** `POST appointment/deactivate`: block these times (HHMM; 0 = the whole day) of one day. */
export class DeactivateHoursDto extends CalendarDayBody {
  @ApiProperty({ type: [Number], example: [1000, 1030], description: 'Horários HHMM na grade de 30 minutos' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(48)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(2330, { each: true })
  @ValidateBy({ name: 'isGridHour', validator: { validate: (value) => isGridHour(value as number) } }, { each: true })
  hours: number[];

  @IdField('Barbeiro')
  userId: string;
}
