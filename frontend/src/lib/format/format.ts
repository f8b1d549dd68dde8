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
export function bookingsLabel(count: number): string {
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

/** (27, 10, 2026) → 'sexta-feira'. */
export const weekdayName = (day: number, month: number, year: number): string => WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()];

/** (24, 10, 2026) → 'Terça-feira, 24 de novembro'. */
export function formatLongDate(day: number, month: number, year: number): string {
  const weekday = weekdayName(day, month, year);
  return `${weekday[0].toUpperCase()}${weekday.slice(1)}, ${day} de ${MONTH_NAMES[month].toLowerCase()}`;
}

/** A day the client reads, with its weekday: (27, 10, 2026) → 'sexta-feira, 27/11'. */
export function formatWeekdayDate(day: number, month: number, year: number): string {
  return `${weekdayName(day, month, year)}, ${formatDate(day, month, year).slice(0, 5)}`;
}

/** A booking's day and time, as the client reads it: { day: 27, month: 10, year: 2026, hour: 1430 } → 'sexta-feira, 27/11 às 14:30'. */
export function formatWhen({ day, month, year, hour }: { day: number; month: number; year: number; hour: number }): string {
  return `${formatWeekdayDate(day, month, year)} às ${formatHour(hour)}`;
}

/** An instant as the shop's local day and time: ('2026-11-25T11:00:00Z', 'America/Sao_Paulo') → 'quarta-feira, 25/11 às 08:00'. */
export function formatInstant(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return formatWhen({ day: part('day'), month: part('month') - 1, year: part('year'), hour: part('hour') * 100 + part('minute') });
}

/** An instant's time of day in the shop's time zone: ('2026-11-25T17:05:00Z', 'America/Sao_Paulo') → '14:05'. */
export function formatClockTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

const SHORT_WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** (24, 10, 2026) → 'Ter 24/11'. */
export function formatShortDate(day: number, month: number, year: number): string {
  const weekday = SHORT_WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()];
  return `${weekday} ${String(day).padStart(2, '0')}/${String(month + 1).padStart(2, '0')}`;
}
