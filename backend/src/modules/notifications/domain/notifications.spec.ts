import { DateTime } from 'luxon';
import { BookingSummary, startKey } from './booking-summary';
import { queueJobIdFor } from './queue-job-id';
import { barberNotice, clientNotice, reminder } from './push-message';
import { plannedReminders } from '../../../shared/push/reminder-schedule';

const booking: BookingSummary = {
  bookingId: 'a1',
  barberId: 'b1',
  barberName: 'joao',
  serviceName: 'Corte',
  clientName: 'Maria Souza',
  date: { year: 2026, month: 10, day: 27 }, // Friday, 27 November 2026
  hour: 930,
  live: true,
  clientPush: null,
  depositToPayCents: null,
};

describe('push messages', () => {
  it('asks the barber to confirm a deposit the client says is paid, and tells the client when an unpaid hold ends', () => {
    const withDeposit = { ...booking, clientName: 'João', hour: 1430, depositToPayCents: 1050 };
    const sheet = '/administrador/minha-agenda?dia=2026-11-27&barbeiro=b1&agendamento=a1';
    expect(barberNotice({ change: 'deposit_reported', by: 'client', appointmentId: 'a1' }, withDeposit)).toEqual({
      title: 'Sinal pago?',
      body: 'Pix de R$ 10,50 de João, 14:30 — confirmar?',
      url: sheet,
      tag: 'sinal-a1',
      actions: [{ action: 'confirmar-sinal', title: 'Confirmar', url: sheet }],
    });
    expect(clientNotice({ change: 'deposit_reported', by: 'client', appointmentId: 'a1' }, withDeposit)).toBeNull();
    expect(clientNotice({ change: 'deposit_expired', by: 'barber', appointmentId: 'a1' }, withDeposit)?.title).toBe(
      'Horário liberado: sinal não pago',
    );
    expect(barberNotice({ change: 'deposit_expired', by: 'barber', appointmentId: 'a1' }, withDeposit)).toBeNull();
  });

  it('confirms a booking to the client with barber, service, weekday, date and time', () => {
    expect(clientNotice({ change: 'created', appointmentId: 'a1', by: 'client' }, booking)).toEqual({
      title: 'Agendamento confirmado',
      body: 'Corte com joao, sexta-feira, 27/11 às 09:30. Até lá!',
      url: '/agenda/consultar',
      tag: 'agendamento-a1',
    });
  });

  it('tells the client what the barber changed, and nothing about the client’s own changes', () => {
    expect(clientNotice({ change: 'moved', appointmentId: 'a1', by: 'barber' }, booking)?.title).toBe('Seu horário foi alterado');
    expect(clientNotice({ change: 'cancelled', appointmentId: 'a1', by: 'barber' }, booking)?.body).toBe(
      'A barbearia cancelou: Corte com joao, sexta-feira, 27/11 às 09:30.',
    );
    expect(clientNotice({ change: 'cancelled', appointmentId: 'a1', by: 'client' }, booking)).toBeNull();
  });

  it('tells the barber what a client did, opening Minha Agenda at that month', () => {
    expect(barberNotice({ change: 'created', appointmentId: 'a1', by: 'client' }, booking)).toEqual({
      title: 'Novo agendamento',
      body: 'Maria Souza: Corte, sexta-feira, 27/11 às 09:30.',
      url: '/administrador/minha-agenda/Novembro/10/2026',
      tag: 'agenda-a1',
    });
    expect(barberNotice({ change: 'cancelled', appointmentId: 'a1', by: 'client' }, booking)?.body).toBe(
      'Maria Souza cancelou Corte, sexta-feira, 27/11 às 09:30.',
    );
    expect(barberNotice({ change: 'created', appointmentId: 'a1', by: 'barber' }, booking)).toBeNull();
  });

  it('tells the client who turns notifications on later which booking they are for, and the barber nothing', () => {
    expect(clientNotice({ change: 'subscribed', appointmentId: 'a1', by: 'client' }, booking)).toEqual({
      title: 'Notificações ativadas',
      body: 'Você será avisado aqui sobre: Corte com joao, sexta-feira, 27/11 às 09:30.',
      url: '/agenda/consultar',
      tag: 'agendamento-a1',
    });
    expect(barberNotice({ change: 'subscribed', appointmentId: 'a1', by: 'client' }, booking)).toBeNull();
  });

  it('words the reminders', () => {
    expect(reminder('before', booking).title).toBe('Lembrete do seu horário');
    expect(reminder('day-before', booking).title).toBe('Seu horário é amanhã');
  });
});

describe('reminder plan', () => {
  const zone = 'America/Sao_Paulo';
  const start = DateTime.fromISO(startKey(booking), { zone });

  it('plans one reminder REMINDER_MINUTES before, and the evening before when asked', () => {
    const now = start.minus({ days: 3 });
    expect(plannedReminders(start, now, { reminderMinutes: 120, reminderDayBefore: false }).map((r) => [r.kind, r.at.toISO()])).toEqual([
      ['before', '2026-11-27T07:30:00.000-03:00'],
    ]);
    expect(plannedReminders(start, now, { reminderMinutes: 120, reminderDayBefore: true }).map((r) => [r.kind, r.at.toISO()])).toEqual([
      ['day-before', '2026-11-26T20:00:00.000-03:00'],
      ['before', '2026-11-27T07:30:00.000-03:00'],
    ]);
  });

  it('plans nothing whose time has passed, and nothing with REMINDER_MINUTES=0', () => {
    expect(plannedReminders(start, start.minus({ minutes: 60 }), { reminderMinutes: 120, reminderDayBefore: true })).toEqual([]);
    expect(plannedReminders(start, start.minus({ hours: 12 }), { reminderMinutes: 120, reminderDayBefore: true }).map((r) => r.kind)).toEqual([
      'before',
    ]);
    expect(plannedReminders(start, start.minus({ days: 3 }), { reminderMinutes: 0, reminderDayBefore: false })).toEqual([]);
  });

  it('skips the evening-before reminder when the other one comes earlier', () => {
    expect(plannedReminders(start, start.minus({ days: 3 }), { reminderMinutes: 24 * 60, reminderDayBefore: true }).map((r) => r.kind)).toEqual([
      'before',
    ]);
  });
});

describe('queue job ids', () => {
  it('are UUIDs that depend only on their key', () => {
    expect(queueJobIdFor('reminder:a1:before:2026-11-27T09:30')).toBe(queueJobIdFor('reminder:a1:before:2026-11-27T09:30'));
    expect(queueJobIdFor('reminder:a1:before:2026-11-27T09:30')).not.toBe(queueJobIdFor('reminder:a1:before:2026-11-27T10:00'));
    expect(queueJobIdFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
