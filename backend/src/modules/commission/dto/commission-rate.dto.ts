import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsUUID } from '../../../shared/http/input/validators';
import { ApiPropertyOptional } from '../../../shared/http/api-docs';
import { canonicalUuid } from '../../../shared/http/input/canonical-uuid';
import { IdField } from '../../../shared/http/input/dto-fields';
import { IsoDateField } from './commission.params';

/**
 * `POST commission/rates`: a new rate from `startsOn` on, a percentage or a fixed amount (one of the two). The
 * numbers' ranges and decimals are the domain's checks, each with its own code (COMMISSION_PERCENT_INVALID…).
 */
export class CommissionRateDto {
  @IdField('Barbeiro')
  userId: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'Um serviço do barbeiro; ausente ou null: a comissão geral do barbeiro',
  })
  @Transform(({ value }) => canonicalUuid(value))
  @IsOptional()
  @IsUUID()
  jobId?: string | null;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: 100,
    nullable: true,
    example: 42.5,
    description: 'Porcentagem do preço do agendamento, até 2 casas decimais',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  percent?: number | null;

  @ApiPropertyOptional({
    type: 'number',
    minimum: 0,
    maximum: 100_000,
    nullable: true,
    example: 20,
    description: 'Valor fixo por atendimento, em reais com até 2 casas decimais',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  fixed?: number | null;

  @IsoDateField('Dia em que a comissão começa a valer; no mês atual ou depois, salvo a primeira comissão do barbeiro')
  startsOn: string;
}
