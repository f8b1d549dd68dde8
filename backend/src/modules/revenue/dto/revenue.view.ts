import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import type { RevenueFigures, RevenueSplit, YearRevenue } from '../revenue-totals.service';

/** Revenue of one service in the period, in reais. For the whole shop, services of one name add up, under the first one's id. */
export class ServiceRevenueView {
  @ApiProperty({ format: 'uuid', description: 'O serviço (na barbearia toda, o primeiro de mesmo nome)' })
  jobId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Em reais' })
  total: number;

  @ApiProperty({ type: 'integer' })
  appointments: number;
}

/** A sum of stored prices in reais and how many appointments it covers. */
export class RevenueFiguresView {
  @ApiProperty({ description: 'Em reais' })
  total: number;

  @ApiProperty({ type: 'integer' })
  appointments: number;
}

/** What became of the period's Pix deposits ("sinais"), in reais; apart from the prices above. */
export class DepositRevenueView {
  @ApiProperty({ type: RevenueFiguresView, description: 'Sinais recebidos: o Pix que o barbeiro confirmou (sem a parte coberta por crédito)' })
  received: RevenueFiguresView;

  @ApiProperty({ type: RevenueFiguresView, description: 'Sinais devolvidos depois de um cancelamento no prazo' })
  refunded: RevenueFiguresView;

  @ApiProperty({ type: RevenueFiguresView, description: 'Sinais ainda a devolver' })
  refundDue: RevenueFiguresView;

  @ApiProperty({ type: RevenueFiguresView, description: 'Sinais retidos (o cliente faltou)' })
  kept: RevenueFiguresView;
}

/**
 * `total` is realised (past, the client came or was not marked) plus booked (still to come);
 * `noShows` is what the clients marked as no-shows would have paid, outside the total.
 */
export class RevenueSplitView extends RevenueFiguresView {
  @ApiProperty({ type: RevenueFiguresView, description: 'Passados (o cliente veio ou não foi marcado)' })
  realised: RevenueFiguresView;

  @ApiProperty({ type: RevenueFiguresView, description: 'Ainda por vir' })
  booked: RevenueFiguresView;

  @ApiProperty({ type: RevenueFiguresView, description: 'O que os clientes que faltaram pagariam, fora do total' })
  noShows: RevenueFiguresView;

  @ApiProperty({ type: DepositRevenueView, description: 'Os sinais por Pix dos agendamentos do período (também dos cancelados)' })
  deposits: DepositRevenueView;
}

/** One month of a year's revenue. */
export class MonthRevenueSplitView extends RevenueSplitView {
  @ApiProperty({ type: 'integer', description: '0-11' })
  month: number;
}

export class MonthRevenueView extends RevenueSplitView {
  /** The barber; null for the whole shop (the owner's "Todos"). */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'O barbeiro; null para a barbearia toda' })
  userId: string | null;

  @ApiProperty({ type: 'integer', description: '0-11' })
  month: number;

  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: [ServiceRevenueView] })
  services: ServiceRevenueView[];
}

export class YearRevenueView extends RevenueSplitView {
  /** The barber; null for the whole shop (the owner's "Todos"). */
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'O barbeiro; null para a barbearia toda' })
  userId: string | null;

  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: [MonthRevenueSplitView], description: 'Os 12 meses, de janeiro (0) a dezembro (11)' })
  months: MonthRevenueSplitView[];

  @ApiProperty({ type: [ServiceRevenueView] })
  services: ServiceRevenueView[];
}

/** Figures in reais, as every revenue answer gives them. */
export function toRevenueFiguresView({ totalCents, bookings }: RevenueFigures): RevenueFiguresView {
  return { total: centsToReais(totalCents), appointments: bookings };
}

/** A period's figures in reais: the total, and what was realised, is booked and the no-shows cost; its deposits. */
export function toRevenueSplitView(revenue: RevenueSplit): RevenueSplitView {
  return {
    ...toRevenueFiguresView(revenue),
    realised: toRevenueFiguresView(revenue.realised),
    booked: toRevenueFiguresView(revenue.booked),
    noShows: toRevenueFiguresView(revenue.noShows),
    deposits: {
      received: toRevenueFiguresView(revenue.deposits.received),
      refunded: toRevenueFiguresView(revenue.deposits.refunded),
      refundDue: toRevenueFiguresView(revenue.deposits.refundDue),
      kept: toRevenueFiguresView(revenue.deposits.kept),
    },
  };
}

/** A service's figures under its name (the whole shop's: the first of one name's id), the service as the API's `jobId`. */
export function toServiceRevenueView({ serviceId, name, ...figures }: { serviceId: string; name: string } & RevenueFigures): ServiceRevenueView {
  return { jobId: serviceId, name, ...toRevenueFiguresView(figures) };
}

/** Whose revenue (a barber's, as the API's `userId`; null: the whole shop's) and when. */
interface RevenuePeriod {
  barberId: string | null;
  year: number;
}

/** A month's revenue, its services already named. */
export function toMonthRevenueView(
  { barberId, year, month }: RevenuePeriod & { month: number },
  revenue: RevenueSplit,
  services: ServiceRevenueView[],
): MonthRevenueView {
  return { userId: barberId, month, year, ...toRevenueSplitView(revenue), services };
}

/** A year's revenue and its 12 months, its services already named. */
export function toYearRevenueView(
  { barberId, year }: RevenuePeriod,
  revenue: Omit<YearRevenue, 'services'>,
  services: ServiceRevenueView[],
): YearRevenueView {
  const months = revenue.months.map(({ month, ...figures }) => ({ month, ...toRevenueSplitView(figures) }));
  return { userId: barberId, year, ...toRevenueSplitView(revenue), months, services };
}
