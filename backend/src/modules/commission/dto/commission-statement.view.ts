import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { hourLabel } from '../../../shared/time/hhmm';
import { toIsoDate } from '../../../shared/time/local-date';
import type { CommissionStatement, StatementBooking, StatementLine, StatementTotals } from '../domain/commission-statement';
import type { StatementPeriod } from '../domain/statement-period';
import { AppliedCommissionRateView, toAppliedCommissionRateView } from './commission-rate.view';

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
}

/** A barber's statement (repasse) for a period. */
export class CommissionStatementView {
  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ description: 'true quando o barbeiro não tem comissão, ou um atendimento do período é de antes da primeira' })
  rateMissing: boolean;

  @ApiProperty({ type: [StatementLineView], description: 'Os atendimentos marcados Compareceu, em ordem de horário' })
  appointments: StatementLineView[];

  @ApiProperty({ type: StatementTotalsView })
  totals: StatementTotalsView;

  @ApiProperty({ type: [StatementBookingView], description: 'Sem marcação: passados, nem Compareceu nem Faltou; fora dos totais até serem marcados' })
  unmarked: StatementBookingView[];
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

function toStatementTotalsView(totals: StatementTotals): StatementTotalsView {
  const reais = (cents: number | null) => (cents === null ? null : centsToReais(cents));
  return {
    appointments: totals.attended,
    gross: centsToReais(totals.grossCents),
    shopPart: reais(totals.shopCents),
    barberPart: reais(totals.barberCents),
  };
}

/** The statement with its services named; the barber as the API's `userId`. */
export function toCommissionStatementView(
  barberId: string,
  period: StatementPeriod,
  statement: CommissionStatement,
  unmarked: readonly StatementBooking[],
  serviceNames: ReadonlyMap<string, string>,
): CommissionStatementView {
  return {
    userId: barberId,
    from: toIsoDate(period.from),
    to: toIsoDate(period.to),
    rateMissing: statement.rateMissing,
    appointments: statement.lines.map((line) => toStatementLineView(line, serviceNames)),
    totals: toStatementTotalsView(statement.totals),
    unmarked: unmarked.map((booking) => toStatementBookingView(booking, serviceNames)),
  };
}
