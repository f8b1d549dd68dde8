import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsOptional, ValidateNested } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { HourField, IdField } from '../../../shared/http/input/dto-fields';

/** A 30-minute grid has 48 slots a day. */
const MAX_SLOTS = 48;

export class CreateHourDto {
  @ApiPropertyOptional({ description: 'Ignorado: o servidor gera o id.' })
  @Allow()
  id?: unknown;

  @HourField()
  hour: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  available?: boolean;
}

/** Switches a slot on or off, and may move it to another time. */
export class UpdateHourDto {
  @IdField('Id do horário')
  id: string;

  @IsOptional()
  @HourField()
  hour?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  available?: boolean;
}

export class HourEntryDto {
  @ApiPropertyOptional({ description: 'Ignorado: os horários são casados pela hora.' })
  @Allow()
  id?: unknown;

  @HourField()
  hour: number;

  @ApiProperty()
  @IsBoolean()
  available: boolean;
}

/** The original API's "vinculate": `id` is the barber, `hours` the slots to add or switch (matched by hour). */
export class VinculateHoursDto {
  @IdField('Id do barbeiro (o próprio usuário)')
  id: string;

  @ApiProperty({ type: [HourEntryDto] })
  @IsArray()
  @ArrayMaxSize(MAX_SLOTS)
  @ArrayUnique((entry: HourEntryDto | null) => entry?.hour)
  @ValidateNested({ each: true })
  @Type(() => HourEntryDto)
  hours: HourEntryDto[];
}
