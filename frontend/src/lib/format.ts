const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBRL(value: number): string {
  return brl.format(value);
}

/** 1030 → '10:30', 730 → '07:30'. */
export function formatHour(hour: number): string {
  const hours = Math.floor(hour / 100);
  const minutes = hour % 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** 1 → '1 agendamento', 3 → '3 agendamentos'. */
export function appointmentsLabel(count: number): string {
  return count === 1 ? '1 agendamento' : `${count} agendamentos`;
}

/** Month is 0-based: (24, 10, 2026) → '24/11/2026'. */
export function formatDate(day: number, month: number, year: number): string {
  return `${String(day).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}/${year}`;
}

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Month is 0-based: (10, 2026) → 'Novembro de 2026'. */
export function formatMonthYear(month: number, year: number): string {
  return `${MONTH_NAMES[month]} de ${year}`;
}

const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** (24, 10, 2026) → 'Terça-feira, 24 de novembro'. */
export function formatLongDate(day: number, month: number, year: number): string {
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()];
  return `${weekday[0].toUpperCase()}${weekday.slice(1)}, ${day} de ${MONTH_NAMES[month].toLowerCase()}`;
}

/** An instant as the shop's local day and time: ('2026-11-25T11:00:00Z', 'America/Sao_Paulo') → '25/11/2026 às 08:00'. */
export function formatInstant(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

const SHORT_WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** (24, 10, 2026) → 'Ter 24/11'. */
export function formatShortDate(day: number, month: number, year: number): string {
  const weekday = SHORT_WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()];
  return `${weekday} ${String(day).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}`;
}
