import { IsNumber, IsOptional, IsString, MaxLength } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { IdField } from '../../../shared/http/input/dto-fields';
import { ADVANCE_NOTE_MAX_LENGTH } from '../domain/advance';
import { IsoDateField } from './commission.params';

/** `POST commission/advances`: a vale given to a barber on a day; its range and decimals are the domain's check. */
export class AdvanceDto {
  @IdField('Barbeiro que recebeu o vale')
  userId: string;

  @IsoDateField('Dia do vale; o vale é descontado do repasse do período que tem esse dia')
  day: string;

  @ApiProperty({ type: 'number', minimum: 0.01, maximum: 100_000, example: 50, description: 'Valor do vale em reais, até 2 casas decimais' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  amount: number;

  @ApiPropertyOptional({ type: 'string', maxLength: ADVANCE_NOTE_MAX_LENGTH, example: 'Adiantamento', description: 'Observação (opcional)' })
  @IsOptional()
  @IsString()
  @MaxLength(ADVANCE_NOTE_MAX_LENGTH)
  note?: string;
}
