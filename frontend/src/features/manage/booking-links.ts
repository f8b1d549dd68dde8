import { formatWhen } from '../../lib/format/format';
import { formatPhone } from '../../lib/format/format-phone';
import type { ManagedBooking } from '../../api/types';

/** The booking's iCalendar file, served by the API. */
export function icsUrl(token: string): string {
  return `/api/appointment/manage/${encodeURIComponent(token)}/calendar.ics`;
}

/** 2026-11-25T13:00:00.000Z → 20261125T130000Z */
function googleDate(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function bookingTitle(booking: ManagedBooking): string {
  return `${booking.service.name} com ${booking.barber.displayName}`;
}

/** The manage page's full address, for a calendar event to lead back to it. */
export function manageUrl(origin: string, token: string): string {
  return `${origin}/agenda/gerenciar/${encodeURIComponent(token)}`;
}

/** Google Calendar's "new event" page with the booking filled in (UTC times) and the manage link to change or cancel it. */
export function googleCalendarUrl(booking: ManagedBooking, shopName: string, manageLink: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: bookingTitle(booking),
    dates: `${googleDate(booking.startsAt)}/${googleDate(booking.endsAt)}`,
    location: shopName,
    details: `Agendamento de ${booking.clientName} na ${shopName}. Para ver, alterar ou cancelar: ${manageLink}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The shop's WhatsApp chat with a message about this booking ready to send: one that says so when it was cancelled. */
export function whatsappBookingUrl(whatsappUrl: string, booking: ManagedBooking, shopName: string): string {
  const url = new URL(whatsappUrl);
  const about = booking.status === 'cancelled' ? 'Cancelei o meu agendamento' : 'Tenho um agendamento';
  url.searchParams.set(
    'text',
    `Olá! ${about} na ${shopName}: ${bookingTitle(booking)}, ${formatWhen(booking)}, em nome de ${booking.clientName} (${formatPhone(booking.clientContact)}).`,
  );
  return url.toString();
}
