import { centsAsDecimalText } from '../../../shared/money/money';

/** One booking in a client's data export: what the shop keeps about them. */
export interface ExportedBooking {
  /** 'YYYY-MM-DD' and 'HH:MM', shop-local. */
  date: string;
  time: string;
  barber: string;
  service: string;
  priceCents: number;
  status: BookingStatus;
  clientName: string;
  clientContact: string;
  bookedAt: string;
  /** The browser subscription the booking's notifications go to, as stored; null when none. */
  pushSubscription: { endpoint: string; p256dh: string; auth: string } | null;
}

export type BookingStatus = 'agendado' | 'realizado' | 'faltou' | 'cancelado pelo cliente' | 'excluído pela barbearia';

const CSV_HEADER = ['data', 'horário', 'barbeiro', 'serviço', 'valor (R$)', 'situação', 'nome', 'contato', 'agendado em', 'notificações (endereço)'];

/**
 * The export as CSV for a spreadsheet in Portuguese: `;` between fields and a decimal comma, as
 * Excel and LibreOffice read it in pt-BR, with a BOM so accents survive. A field that a
 * spreadsheet would take for a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function clientDataCsv(bookings: ExportedBooking[], waitlist: readonly WaitlistEntryRow[] = []): string {
  const rows = bookings.map((booking) => [
    booking.date,
    booking.time,
    booking.barber,
    booking.service,
    centsAsDecimalText(booking.priceCents),
    booking.status,
    booking.clientName,
    booking.clientContact,
    booking.bookedAt,
    booking.pushSubscription?.endpoint ?? '',
  ]);
  rows.push(...waitlist.map(waitlistRow));
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

/** A waitlist entry as the waitlist module exports it, in the bookings' columns: its days, its part of the day. */
export interface WaitlistEntryRow {
  days: string[];
  period: string | null;
  barber: string;
  service: string;
  status: string;
  clientName: string;
  clientContact: string;
  joinedAt: string;
  notifications: boolean;
}

function waitlistRow(entry: WaitlistEntryRow): string[] {
  const when = entry.period ?? 'qualquer horário';
  const notifications = entry.notifications ? 'sim' : '';
  return [
    entry.days.join(' '),
    when,
    entry.barber,
    entry.service,
    '',
    `lista de espera: ${entry.status}`,
    entry.clientName,
    entry.clientContact,
    entry.joinedAt,
    notifications,
  ];
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A booking's situation as the export names it. */
export function bookingStatus(booking: { deleted: boolean; cancelled: boolean; attendance: string | null; past: boolean }): BookingStatus {
  if (booking.deleted) return 'excluído pela barbearia';
  if (booking.cancelled) return 'cancelado pelo cliente';
  if (booking.attendance === 'no_show') return 'faltou';
  return booking.past ? 'realizado' : 'agendado';
}
