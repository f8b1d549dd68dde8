import { BookingChange } from './booking-change';
import { ReminderKind } from '../../../shared/push/reminder-schedule';
import { BookingSummary } from './booking-summary';

/** The notification as the service worker shows it; `url` is the app page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
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
  if (event.by !== 'barber' || event.change === 'restored') return null;
  if (event.change === 'moved') {
    return { title: 'Seu horário foi alterado', body: `A barbearia mudou seu horário para: ${describeBooking(booking)}.`, url: CLIENT_PAGE, tag };
  }
  return { title: 'Seu horário foi cancelado', body: `A barbearia cancelou: ${describeBooking(booking)}.`, url: CLIENT_PAGE, tag };
}

/** What the barber hears about a change the client made; never about their own. */
export function barberNotice(event: BookingChange, booking: BookingSummary): PushMessage | null {
  if (event.by !== 'client' || event.change === 'restored' || event.change === 'subscribed') return null;
  const what = `${booking.serviceName}, ${when(booking)}`;
  const titles = { created: 'Novo agendamento', moved: 'Agendamento alterado', cancelled: 'Agendamento cancelado' };
  const bodies = {
    created: `${booking.clientName}: ${what}.`,
    moved: `${booking.clientName} mudou para ${what}.`,
    cancelled: `${booking.clientName} cancelou ${what}.`,
  };
  return { title: titles[event.change], body: bodies[event.change], url: agendaPage(booking), tag: `agenda-${booking.bookingId}` };
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
