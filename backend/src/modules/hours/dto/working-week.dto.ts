import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { TimeOfDayField } from '../../../shared/http/input/dto-fields';

/** More breaks than anyone takes in a day; the limit only bounds the work a request can ask for. */
const MAX_BREAKS = 10;

export class TimeRangeDto {
  @TimeOfDayField('Início')
  start: number;

  @TimeOfDayField('Fim (exclusivo)')
  end: number;
}

export class WorkingHoursDto extends TimeRangeDto {
  @ApiPropertyOptional({ type: [TimeRangeDto], maxItems: MAX_BREAKS, description: 'Intervalos sem atendimento (ex.: almoço 1200-1300)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_BREAKS)
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @Type(() => TimeRangeDto)
  breaks?: TimeRangeDto[];
}

/** `PUT hour/week/{userId}/{weekday}`: whether the weekday is open and its hours (required to open it). */
export class SetWorkingDayDto {
  @ApiProperty({ description: 'false: folga neste dia da semana (o horário enviado, ou o de antes, fica guardado)' })
  @IsBoolean()
  open: boolean;

  @ApiPropertyOptional({ type: WorkingHoursDto, description: 'Obrigatório quando open = true' })
  @ValidateIf((body: SetWorkingDayDto) => body.open === true || body.hours !== undefined)
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => WorkingHoursDto)
  hours?: WorkingHoursDto;
}

/** `POST hour/week/{userId}/copy`: one weekday's hours and open/closed state onto others. */
export class CopyWorkingDayDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: 'O dia copiado, 0 = domingo … 6 = sábado' })
  @IsInt()
  @Min(0)
  @Max(6)
  from: number;

  @ApiProperty({ type: [Number], example: [1, 2, 3, 4, 5], description: 'Os dias que passam a ter o mesmo horário' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(7)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(6, { each: true })
  to: number[];
}
