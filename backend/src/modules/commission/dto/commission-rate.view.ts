import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { toIsoDate } from '../../../shared/time/local-date';
import type { CommissionRate } from '../domain/commission-rate';

/** A rate as it applies to a booking: its amount (a percentage or a fixed amount in reais) and from when. */
export class AppliedCommissionRateView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'O serviço da comissão; null: a comissão geral do barbeiro' })
  jobId: string | null;

  @ApiProperty({ type: 'number', nullable: true, example: 42.5, description: 'Porcentagem do preço; null quando a comissão é um valor fixo' })
  percent: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'Valor fixo por atendimento, em reais; null quando a comissão é uma porcentagem' })
  fixed: number | null;

  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'Dia em que começa a valer' })
  startsOn: string;
}

/** One row of a barber's rate history. */
export class CommissionRateView extends AppliedCommissionRateView {
  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'O nome do serviço; null na comissão geral' })
  jobName: string | null;

  @ApiProperty({ description: 'Em vigor hoje: a mais nova já começada da comissão geral, ou do seu serviço' })
  current: boolean;

  @ApiProperty({ format: 'date-time', description: 'Quando o dono a cadastrou' })
  createdAt: string;
}

/** A barber's rates, newest first. */
export class CommissionRatesView {
  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ description: 'true quando o barbeiro ainda não tem comissão cadastrada' })
  rateMissing: boolean;

  @ApiProperty({ type: [CommissionRateView], description: 'Geral e por serviço, a de início mais recente primeiro' })
  rates: CommissionRateView[];
}

export function toAppliedCommissionRateView(rate: CommissionRate): AppliedCommissionRateView {
  return {
    id: rate.id,
    jobId: rate.serviceId,
    percent: rate.percentBp === null ? null : rate.percentBp / 100,
    fixed: rate.fixedCents === null ? null : centsToReais(rate.fixedCents),
    startsOn: toIsoDate(rate.startsOn),
  };
}

/** A rate of the history, its service already named and whether it is in force today. */
export function toCommissionRateView(rate: CommissionRate, jobName: string | null, current: boolean): CommissionRateView {
  return { ...toAppliedCommissionRateView(rate), userId: rate.barberId, jobName, current, createdAt: rate.createdAt.toISOString() };
}
