import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, manageUrl, whatsappBookingUrl } from './booking-links';
import type { ManagedBooking } from '../../api/types';

const booking = {
  service: { name: 'Corte' },
  barber: { username: 'joao', displayName: 'João Silva' },
  clientName: 'Maria Souza',
  startsAt: '2026-12-02T10:30:00.000Z',
  endsAt: '2026-12-02T11:00:00.000Z',
} as ManagedBooking;

describe('calendar links', () => {
  it("Google's event carries the booking's UTC times and the manage link to change or cancel it", () => {
    const link = manageUrl('https://barbearia.example', 'tok_en-1');
    const url = new URL(googleCalendarUrl(booking, 'Navalha de Ouro', link));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe('Corte com João Silva');
    expect(url.searchParams.get('dates')).toBe('20261202T103000Z/20261202T110000Z');
    expect(url.searchParams.get('details')).toBe(
      'Agendamento de Maria Souza na Navalha de Ouro. Para ver, alterar ou cancelar: https://barbearia.example/agenda/gerenciar/tok_en-1',
    );
  });
});

describe('the WhatsApp message to the shop', () => {
  const shown = { ...booking, day: 2, month: 11, year: 2026, hour: 730, clientContact: '21999990001' };
  const textOf = (status: ManagedBooking['status']) =>
    new URL(whatsappBookingUrl('https://wa.me/5521988887777', { ...shown, status }, 'Navalha de Ouro')).searchParams.get('text');

  it('tells of the booking while it stands', () => {
    expect(textOf('booked')).toMatch(
      /^Olá! Tenho um agendamento na Navalha de Ouro: Corte com João Silva, .*, em nome de Maria Souza \(\(21\) 99999-0001\)\.$/,
    );
  });

  it('says it was cancelled once the client cancelled it', () => {
    expect(textOf('cancelled')).toMatch(/^Olá! Cancelei o meu agendamento na Navalha de Ouro: Corte com João Silva, /);
  });
});
