import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, manageUrl } from './booking-links';
import type { ManagedBooking } from '../../api/types';

const booking = {
  service: { name: 'Corte' },
  barber: { username: 'joao' },
  clientName: 'Maria Souza',
  startsAt: '2026-12-02T10:30:00.000Z',
  endsAt: '2026-12-02T11:00:00.000Z',
} as ManagedBooking;

describe('calendar links', () => {
  it("Google's event carries the booking's UTC times and the manage link to change or cancel it", () => {
    const link = manageUrl('https://barbearia.example', 'tok_en-1');
    const url = new URL(googleCalendarUrl(booking, 'Navalha de Ouro', link));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe('Corte com joao');
    expect(url.searchParams.get('dates')).toBe('20261202T103000Z/20261202T110000Z');
    expect(url.searchParams.get('details')).toBe(
      'Agendamento de Maria Souza na Navalha de Ouro. Para ver, alterar ou cancelar: https://barbearia.example/agenda/gerenciar/tok_en-1',
    );
  });
});
