import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { hourLabel } from '../../../shared/time/hhmm';
import { toIsoDate } from '../../../shared/time/local-date';
import type { PaidLine, Payout } from '../domain/payout';

/** A line of a paid statement as frozen: no client name. */
export class PaidLineView {
  @ApiProperty({ format: 'uuid', description: 'O agendamento' })
  id: string;

  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ type: 'integer', description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '10:30' })
  label: string;

  @ApiProperty({ format: 'uuid' })
  jobId: string;

  @ApiProperty({ description: 'O nome do serviço quando foi pago' })
  service: string;

  @ApiProperty({ description: 'O preço do atendimento, ou o sinal retido, em reais' })
  amount: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'A porcentagem que valia; null num valor fixo' })
  percent: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'O valor fixo que valia, em reais; null numa porcentagem' })
  fixed: number | null;

  @ApiProperty({ description: 'A parte do barbeiro, em reais' })
  commission: number;
}

/** The frozen figures of a paid period, in reais. */
export class PayoutTotalsView {
  @ApiProperty({ type: 'integer' })
  appointments: number;

  @ApiProperty()
  gross: number;

  @ApiProperty({ description: 'A cota-parte da barbearia' })
  shopPart: number;

  @ApiProperty()
  barberPart: number;

  @ApiProperty({ description: 'Os sinais retidos contados (0 quando a barbearia fica com eles)' })
  keptDeposits: number;

  @ApiProperty({ description: 'A parte do barbeiro nos sinais retidos' })
  keptDepositsCommission: number;

  @ApiProperty({ description: 'Os vales descontados' })
  advances: number;

  @ApiProperty({ description: 'O ajuste de períodos já pagos que mudaram depois (positivo ou negativo)' })
  adjustment: number;

  @ApiProperty({ description: 'O que foi pago: parte do barbeiro + sinais retidos + ajuste − vales (negativo: o barbeiro deve)' })
  paid: number;
}

/** A paid period (repasse pago), frozen. */
export class PayoutView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ format: 'date-time', description: 'Quando o dono marcou como pago' })
  paidAt: string;

  @ApiProperty({ description: 'A configuração dos sinais retidos com que foi calculado' })
  splitKeptDeposits: boolean;

  @ApiProperty({ type: PayoutTotalsView })
  totals: PayoutTotalsView;

  @ApiProperty({ type: [PaidLineView], description: 'Os atendimentos pagos, sem nome de cliente' })
  appointments: PaidLineView[];

  @ApiProperty({ type: [PaidLineView], description: 'Os sinais retidos pagos, sem nome de cliente' })
  keptDeposits: PaidLineView[];
}

function toPaidLineView(line: PaidLine): PaidLineView {
  return {
    id: line.id,
    date: line.date,
    hour: line.hour,
    label: hourLabel(line.hour),
    jobId: line.jobId,
    service: line.service,
    amount: centsToReais(line.amountCents),
    percent: line.percentBp === null ? null : line.percentBp / 100,
    fixed: line.fixedCents === null ? null : centsToReais(line.fixedCents),
    commission: centsToReais(line.commissionCents),
  };
}

export function toPayoutView(payout: Payout): PayoutView {
  return {
    id: payout.id,
    userId: payout.barberId,
    from: toIsoDate(payout.period.from),
    to: toIsoDate(payout.period.to),
    paidAt: payout.paidAt.toISOString(),
    splitKeptDeposits: payout.splitKeptDeposits,
    totals: {
      appointments: payout.appointments,
      gross: centsToReais(payout.grossCents),
      shopPart: centsToReais(payout.shopCents),
      barberPart: centsToReais(payout.barberCents),
      keptDeposits: centsToReais(payout.keptDepositsCents),
      keptDepositsCommission: centsToReais(payout.keptDepositsCommissionCents),
      advances: centsToReais(payout.advancesCents),
      adjustment: centsToReais(payout.adjustmentCents),
      paid: centsToReais(payout.paidCents),
    },
    appointments: payout.lines.appointments.map(toPaidLineView),
    keptDeposits: payout.lines.keptDeposits.map(toPaidLineView),
  };
}
