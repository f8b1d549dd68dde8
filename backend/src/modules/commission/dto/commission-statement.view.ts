import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { hourLabel } from '../../../shared/time/hhmm';
import { toIsoDate } from '../../../shared/time/local-date';
import type { StatementBooking, StatementLine } from '../domain/commission-statement';
import type { PeriodReading } from '../commission-periods';
import { AdvanceView, toAdvanceView } from './advance.view';
import { AppliedCommissionRateView, toAppliedCommissionRateView } from './commission-rate.view';
import { KeptDepositLineView, toKeptDepositLineView } from './kept-deposit.view';
import { PayoutView, toPayoutView } from './payout.view';

/** A booking the statement lists: when, the client's first name only, the service and its price at booking time. */
export class StatementBookingView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  date: string;

  @ApiProperty({ type: 'integer', example: 1030, description: 'HHMM' })
  hour: number;

  @ApiProperty({ example: '10:30' })
  label: string;

  @ApiProperty({ example: 'Maria', description: 'Só o primeiro nome do cliente (vazio se os dados do cliente foram apagados)' })
  clientFirstName: string;

  @ApiProperty({ format: 'uuid' })
  jobId: string;

  @ApiProperty({ description: 'O nome do serviço' })
  service: string;

  @ApiProperty({ description: 'O preço guardado no agendamento quando foi marcado, em reais' })
  price: number;
}

/** An attended booking, the rate of its day and what it earned the barber. */
export class StatementLineView extends StatementBookingView {
  @ApiProperty({ type: AppliedCommissionRateView, nullable: true, description: 'A comissão que valia no dia; null quando nenhuma valia' })
  rate: AppliedCommissionRateView | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'A parte do barbeiro, em reais; null sem comissão (nunca 0 em silêncio)' })
  commission: number | null;
}

/** The period's sums in reais. */
export class StatementTotalsView {
  @ApiProperty({ type: 'integer', description: 'Atendimentos que contam (marcados Compareceu)' })
  appointments: number;

  @ApiProperty({ description: 'Bruto: a soma dos preços dos atendimentos' })
  gross: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'A cota-parte da barbearia; null quando falta comissão' })
  shopPart: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'A parte do barbeiro; null quando falta comissão' })
  barberPart: number | null;

  @ApiProperty({ description: 'Os sinais retidos de faltas contados (0 quando a barbearia fica com eles)' })
  keptDeposits: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'A parte do barbeiro nos sinais retidos; null quando falta comissão' })
  keptDepositsCommission: number | null;

  @ApiProperty({ description: 'Os vales do período' })
  advances: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description:
      'Ajuste de períodos já pagos que mudaram depois (o que dariam hoje menos o que foi pago por eles); entra no próximo repasse; null quando falta comissão',
  })
  adjustment: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description:
      'O que falta pagar: dos dias do período ainda não pagos, parte do barbeiro + sinais retidos − vales; mais o ajuste. Negativo: o barbeiro deve. null quando falta comissão',
  })
  toPay: number | null;
}

/** A barber's statement (repasse) for a period. */
export class CommissionStatementView {
  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ description: 'true quando falta a comissão para algum atendimento (ou sinal retido) contado, ou o barbeiro não tem nenhuma' })
  rateMissing: boolean;

  @ApiProperty({ description: 'A configuração de hoje: true quando os sinais retidos são divididos pela comissão' })
  splitKeptDeposits: boolean;

  @ApiProperty({ type: [StatementLineView], description: 'Os atendimentos marcados Compareceu, em ordem de horário' })
  appointments: StatementLineView[];

  @ApiProperty({ type: [KeptDepositLineView], description: 'Os sinais retidos de faltas do período; vazia quando a barbearia fica com eles' })
  keptDeposits: KeptDepositLineView[];

  @ApiProperty({ type: [AdvanceView], description: 'Os vales do período, descontados' })
  advances: AdvanceView[];

  @ApiProperty({ type: StatementTotalsView })
  totals: StatementTotalsView;

  @ApiProperty({ type: [StatementBookingView], description: 'Sem marcação: passados, nem Compareceu nem Faltou; fora dos totais até serem marcados' })
  unmarked: StatementBookingView[];

  @ApiProperty({
    type: PayoutView,
    nullable: true,
    description:
      'O repasse pago que tem dias deste período (o deste período exato, ou o primeiro que o cruza), com os valores congelados; null quando nada foi pago',
  })
  payout: PayoutView | null;

  @ApiProperty({ description: 'Aviso: um período pago deste intervalo daria outro valor hoje (a diferença vai como ajuste no próximo)' })
  changedSincePaid: boolean;
}

function toStatementBookingView(booking: StatementBooking, serviceNames: ReadonlyMap<string, string>): StatementBookingView {
  return {
    id: booking.id,
    date: toIsoDate(booking.date),
    hour: booking.hour,
    label: hourLabel(booking.hour),
    clientFirstName: booking.clientFirstName,
    jobId: booking.serviceId,
    service: serviceNames.get(booking.serviceId) ?? '',
    price: centsToReais(booking.priceCents),
  };
}

function toStatementLineView(line: StatementLine, serviceNames: ReadonlyMap<string, string>): StatementLineView {
  return {
    ...toStatementBookingView(line, serviceNames),
    rate: line.rate && toAppliedCommissionRateView(line.rate),
    commission: line.commissionCents === null ? null : centsToReais(line.commissionCents),
  };
}

const reais = (cents: number | null) => (cents === null ? null : centsToReais(cents));

function toStatementTotalsView({ figures, adjustmentCents, toPayCents }: PeriodReading): StatementTotalsView {
  const { totals } = figures.statement;
  return {
    appointments: totals.attended,
    gross: centsToReais(totals.grossCents),
    shopPart: reais(totals.shopCents),
    barberPart: reais(totals.barberCents),
    keptDeposits: centsToReais(figures.keptCents),
    keptDepositsCommission: reais(figures.keptCommissionCents),
    advances: centsToReais(figures.advancesCents),
    adjustment: reais(adjustmentCents),
    toPay: reais(toPayCents),
  };
}

/** The statement with its services named; the barber as the API's `userId`. */
export function toCommissionStatementView(reading: PeriodReading, serviceNames: ReadonlyMap<string, string>): CommissionStatementView {
  const { figures, period } = reading;
  const exact = reading.payouts.find(
    (each) => toIsoDate(each.period.from) === toIsoDate(period.from) && toIsoDate(each.period.to) === toIsoDate(period.to),
  );
  const payout = exact ?? reading.payouts[0];
  return {
    userId: reading.barberId,
    from: toIsoDate(period.from),
    to: toIsoDate(period.to),
    rateMissing: figures.rateMissing,
    splitKeptDeposits: reading.splitKeptDeposits,
    appointments: figures.statement.lines.map((line) => toStatementLineView(line, serviceNames)),
    keptDeposits: figures.keptLines.map((line) => toKeptDepositLineView(line, serviceNames)),
    advances: figures.advances.map(toAdvanceView),
    totals: toStatementTotalsView(reading),
    unmarked: reading.unmarked.map((booking) => toStatementBookingView(booking, serviceNames)),
    payout: payout ? toPayoutView(payout) : null,
    changedSincePaid: reading.changedSincePaid,
  };
}
