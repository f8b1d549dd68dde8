import { CsvDocument } from '../../shared/csv/csv-document';
import { hourLabel } from '../../shared/time/hhmm';
import { toIsoDate } from '../../shared/time/local-date';
import { PeriodReading } from './commission-periods';
import { CommissionRate } from './domain/commission-rate';

export interface StatementCsvFile {
  fileName: string;
  content: string;
}

/**
 * The statement as Excel pt-BR opens it: one row per attended booking and kept deposit (client's first name only),
 * one per advance, then the totals. Money with a decimal comma; an empty cell where a rate is missing, never 0.
 */
export function statementCsv(reading: PeriodReading, serviceNames: ReadonlyMap<string, string>, barberName: string): StatementCsvFile {
  const { figures } = reading;
  const money = (cents: number | null) => (cents === null ? null : { cents });
  const csv = new CsvDocument(['Tipo', 'Data', 'Horário', 'Cliente', 'Serviço', 'Valor', 'Comissão', 'Parte do barbeiro']);
  for (const line of figures.statement.lines) {
    const service = serviceNames.get(line.serviceId) ?? '';
    csv.row([
      'Atendimento',
      toIsoDate(line.date),
      hourLabel(line.hour),
      line.clientFirstName,
      service,
      money(line.priceCents),
      rateText(line.rate),
      money(line.commissionCents),
    ]);
  }
  for (const line of figures.keptLines) {
    const service = serviceNames.get(line.serviceId) ?? '';
    csv.row([
      'Sinal retido',
      toIsoDate(line.date),
      hourLabel(line.hour),
      line.clientFirstName,
      service,
      money(line.keptCents),
      rateText(line.rate),
      money(line.commissionCents),
    ]);
  }
  for (const advance of figures.advances)
    csv.row(['Vale', toIsoDate(advance.day), null, null, advance.note, null, null, money(-advance.amountCents)]);
  const total = (label: string, cents: number | null) => csv.row(['Total', null, null, null, label, null, null, money(cents)]);
  total('Bruto', figures.statement.totals.grossCents);
  total('Cota-parte da barbearia', figures.statement.totals.shopCents);
  total('Parte do barbeiro', figures.statement.totals.barberCents);
  total('Sinais retidos (parte do barbeiro)', figures.keptCommissionCents);
  total('Vales', -figures.advancesCents);
  total('Ajuste de períodos pagos', reading.adjustmentCents);
  total('A pagar', reading.toPayCents);
  const fileName = `repasse-${safeName(barberName)}-${toIsoDate(reading.period.from)}-a-${toIsoDate(reading.period.to)}.csv`;
  return { fileName, content: csv.toString() };
}

function rateText(rate: CommissionRate | null): string | null {
  if (!rate) return null;
  if (rate.percentBp !== null) return `${(rate.percentBp / 100).toLocaleString('pt-BR')} %`;
  return `R$ ${((rate.fixedCents ?? 0) / 100).toFixed(2).replace('.', ',')} fixo`;
}

/** Letters and digits of the name, accents dropped, so the file name needs no quoting in any header or file system. */
function safeName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return plain.slice(0, 40) || 'barbeiro';
}
