import { bookingStatus, clientDataCsv, ExportedBooking } from './client-data-export';

const booking: ExportedBooking = {
  date: '2026-11-20',
  time: '14:30',
  barber: 'joao',
  service: 'Corte',
  priceCents: 4550,
  status: 'realizado',
  clientName: 'Ana Souza',
  clientContact: '(11) 98765-4321',
  bookedAt: '2026-11-18T09:12:00',
  pushSubscription: null,
};

describe('a client data export as CSV', () => {
  it('has a header, one line per booking, semicolons and a decimal comma, with a BOM', () => {
    const lines = clientDataCsv([booking]).split('\r\n');
    expect(lines[0]).toBe('\uFEFFdata;horário;barbeiro;serviço;valor (R$);situação;nome;contato;agendado em;notificações (endereço)');
    expect(lines[1]).toBe('2026-11-20;14:30;joao;Corte;45,50;realizado;Ana Souza;(11) 98765-4321;2026-11-18T09:12:00;');
    expect(lines[2]).toBe('');
  });

  it('ends each line with the push subscription’s endpoint the booking stores, if any', () => {
    const subscribed = { ...booking, pushSubscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'k', auth: 'a' } };
    expect(clientDataCsv([subscribed]).split('\r\n')[1]).toMatch(/;2026-11-18T09:12:00;https:\/\/fcm\.googleapis\.com\/fcm\/send\/abc$/);
  });

  it('quotes fields with separators or quotes, and defuses what a spreadsheet would run as a formula', () => {
    const line = clientDataCsv([{ ...booking, clientName: 'Ana; "Aninha"', service: '=HYPERLINK("x")' }]).split('\r\n')[1];
    expect(line).toContain(';"Ana; ""Aninha""";');
    expect(line).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});

describe('a booking status', () => {
  const base = { deleted: false, cancelled: false, attendance: null, past: true };

  it('names deleted, cancelled, no-show, realised and future bookings', () => {
    expect(bookingStatus({ ...base, deleted: true })).toBe('excluído pela barbearia');
    expect(bookingStatus({ ...base, cancelled: true })).toBe('cancelado pelo cliente');
    expect(bookingStatus({ ...base, attendance: 'no_show' })).toBe('faltou');
    expect(bookingStatus(base)).toBe('realizado');
    expect(bookingStatus({ ...base, past: false })).toBe('agendado');
  });
});
