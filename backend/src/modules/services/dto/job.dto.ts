import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsNumber, IsOptional, IsString, Length, Max, Min } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { SERVICE_MAX_VALUE_REAIS, SERVICE_MIN_VALUE_REAIS, SERVICE_NAME_MAX_LENGTH } from '../../../../../common/rules/input-limits';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A service as the barber's form sends it. A client of the original API generates an `id` on create:
 * it is accepted and ignored (the server makes the id).
 */
export class CreateJobDto {
  @ApiPropertyOptional({ description: 'Ignorado: o servidor gera o id.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ minLength: 1, maxLength: SERVICE_NAME_MAX_LENGTH, example: 'Corte' })
  @trim
  @IsString()
  @Length(1, SERVICE_NAME_MAX_LENGTH)
  name: string;

  @ApiProperty({
    minimum: SERVICE_MIN_VALUE_REAIS,
    maximum: SERVICE_MAX_VALUE_REAIS,
    example: 35.5,
    description: 'Valor em reais, no máximo 2 casas decimais',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(SERVICE_MIN_VALUE_REAIS)
  @Max(SERVICE_MAX_VALUE_REAIS)
  value: number;

  @ApiPropertyOptional({ default: false, description: 'Ocupa dois horários de 30 minutos' })
  @IsOptional()
  @IsBoolean()
  doubleTime?: boolean;

  @ApiPropertyOptional({
    description: 'Pede o sinal por Pix quando a barbearia cobra sinal dos serviços marcados; ausente: não muda (false ao criar)',
  })
  @IsOptional()
  @IsBoolean()
  depositRequired?: boolean;
}

/**
 * The edited service. The path names the service: a body `id` is ignored. `user` (a client of the
 * original API sends its barber) is accepted and ignored: a service never moves to another barber.
 */
export class UpdateJobDto extends CreateJobDto {
  @ApiPropertyOptional({ description: 'Ignorado: um serviço nunca muda de barbeiro.' })
  @Allow()
  user?: unknown;
}
