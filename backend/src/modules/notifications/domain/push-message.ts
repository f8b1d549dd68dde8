import { BookingChange } from './booking-change';
import { ReminderKind } from '../../../shared/push/reminder-schedule';
import { centsAsDecimalText } from '../../../shared/money/money';
import { toIsoDate } from '../../../shared/time/local-date';
import { BookingSummary } from './booking-summary';

/** A button of the notification (Web Notifications' `actions`): its tap opens `url`, an app page. */
export interface PushAction {
  action: string;
  title: string;
  url: string;
}

/** The notification as the service worker shows it; `url` is the app page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  actions?: PushAction[];
}

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const CLIENT_PAGE = '/agenda/consultar';

/** "Corte com joao, sexta-feira, 28/11 às 10:00" */
export function describeBooking(booking: BookingSummary): string {
  return `${booking.serviceName} com ${booking.barberName}, ${when(booking)}`;
}

/** What the client hears about a change the barber made; null when the client has nothing to learn. */
export function clientNotice(event: BookingChange, booking: BookingSummary): PushMessage | null {
  const tag = `agendamento-${booking.bookingId}`;
  if (event.change === 'created') {
    return { title: 'Agendamento confirmado', body: `${describeBooking(booking)}. Até lá!`, url: CLIENT_PAGE, tag };
  }
  if (event.change === 'subscribed') {
    return { title: 'Notificações ativadas', body: `Você será avisado aqui sobre: ${describeBooking(booking)}.`, url: CLIENT_PAGE, tag };
  }
  if (event.change === 'deposit_expired') {
    return {
      title: 'Horário liberado: sinal não pago',
      body: `O Pix do sinal não chegou a tempo: ${describeBooking(booking)}.`,
      url: CLIENT_PAGE,
      tag,
    };
  }
  if (event.by !== 'barber' || event.change === 'restored' || event.change === 'deposit_reported') return null;
  if (event.change === 'moved') {
    return { title: 'Seu horário foi alterado', body: `A barbearia mudou seu horário para: ${describeBooking(booking)}.`, url: CLIENT_PAGE, tag };
  }
  return { title: 'Seu horário foi cancelado', body: `A barbearia cancelou: ${describeBooking(booking)}.`, url: CLIENT_PAGE, tag };
}

/** What the barber hears about a change the client made; never about their own. */
export function barberNotice(event: BookingChange, booking: BookingSummary): PushMessage | null {
  if (event.change === 'deposit_reported') return depositReported(booking);
  if (event.by !== 'client' || event.change === 'restored' || event.change === 'subscribed' || event.change === 'deposit_expired') return null;
  const what = `${booking.serviceName}, ${when(booking)}`;
  const titles = { created: 'Novo agendamento', moved: 'Agendamento alterado', cancelled: 'Agendamento cancelado' };
  const bodies = {
    created: `${booking.clientName}: ${what}.`,
    moved: `${booking.clientName} mudou para ${what}.`,
    cancelled: `${booking.clientName} cancelou ${what}.`,
  };
  return { title: titles[event.change], body: bodies[event.change], url: agendaPage(booking), tag: `agenda-${booking.bookingId}` };
}

/**
 * "Pix de R$ 10,50 de João, 14:30 — confirmar?": the client says the deposit is paid; the barber checks the bank app.
 * A tap, or its Confirmar, opens the booking's day with its sheet open and Sinal recebido focused: the confirmation
 * itself is the barber's tap in the app, with their session (the service worker holds no token).
 */
function depositReported(booking: BookingSummary): PushMessage {
  const amount = `R$ ${centsAsDecimalText(booking.depositToPayCents ?? 0)}`;
  const time = `${String(Math.floor(booking.hour / 100)).padStart(2, '0')}:${String(booking.hour % 100).padStart(2, '0')}`;
  const sheet = `/administrador/minha-agenda?dia=${toIsoDate(booking.date)}&barbeiro=${booking.barberId}&agendamento=${booking.bookingId}`;
  return {
    title: 'Sinal pago?',
    body: `Pix de ${amount} de ${booking.clientName}, ${time} — confirmar?`,
    url: sheet,
    tag: `sinal-${booking.bookingId}`,
    actions: [{ action: 'confirmar-sinal', title: 'Confirmar', url: sheet }],
  };
}

export function reminder(kind: ReminderKind, booking: BookingSummary): PushMessage {
  const title = kind === 'day-before' ? 'Seu horário é amanhã' : 'Lembrete do seu horário';
  return { title, body: `${describeBooking(booking)}.`, url: CLIENT_PAGE, tag: `agendamento-${booking.bookingId}` };
}

function when({ date, hour }: BookingSummary): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month, date.day)).getUTCDay()];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${weekday}, ${pad(date.day)}/${pad(date.month + 1)} às ${pad(Math.floor(hour / 100))}:${pad(hour % 100)}`;
}

/** Minha Agenda at the booking's month (the route takes the month's name and its 0-11 number). */
function agendaPage({ date }: BookingSummary): string {
  return `/administrador/minha-agenda/${MONTHS[date.month]}/${date.month}/${date.year}`;
}
