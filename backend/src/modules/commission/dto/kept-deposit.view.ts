import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { hourLabel } from '../../../shared/time/hhmm';
import { toIsoDate } from '../../../shared/time/local-date';
import type { KeptDepositLine } from '../domain/kept-deposit';
import { AppliedCommissionRateView, toAppliedCommissionRateView } from './commission-rate.view';

/** A deposit the shop kept for a no-show (sinal retido) and the barber's share of it. */
export class KeptDepositLineView {
  @ApiProperty({ format: 'uuid', description: 'O agendamento (Faltou)' })
  id: string;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;

  @ApiProperty({ type: 'integer', example: 1030, description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '10:30' })
  label: string;

  @ApiProperty({ example: 'Maria', description: 'Só o primeiro nome do cliente' })
  clientFirstName: string;

  @ApiProperty({ format: 'uuid' })
  jobId: string;

  @ApiProperty({ description: 'O nome do serviço' })
  service: string;

  @ApiProperty({ description: 'O sinal retido, em reais' })
  deposit: number;

  @ApiProperty({ type: AppliedCommissionRateView, nullable: true, description: 'A comissão que valia no dia; null quando nenhuma valia' })
  rate: AppliedCommissionRateView | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'A parte do barbeiro, em reais (um valor fixo nunca passa do sinal); null sem comissão',
  })
  commission: number | null;
}

export function toKeptDepositLineView(line: KeptDepositLine, serviceNames: ReadonlyMap<string, string>): KeptDepositLineView {
  return {
    id: line.bookingId,
    date: toIsoDate(line.date),
    hour: line.hour,
    label: hourLabel(line.hour),
    clientFirstName: line.clientFirstName,
    jobId: line.serviceId,
    service: serviceNames.get(line.serviceId) ?? '',
    deposit: centsToReais(line.keptCents),
    rate: line.rate && toAppliedCommissionRateView(line.rate),
    commission: line.commissionCents === null ? null : centsToReais(line.commissionCents),
  };
}
