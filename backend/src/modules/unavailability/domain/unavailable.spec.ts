import { Unavailable } from './unavailable.entity';

describe('Unavailable', () => {
  it('accepts a real date and refuses a day the month does not have', () => {
    expect(() => Unavailable.ensureBlockableDate({ year: 2028, month: 1, day: 29 })).not.toThrow();
    expect(() => Unavailable.ensureBlockableDate({ year: 2027, month: 1, day: 29 })).toThrow('Data inválida');
    expect(() => Unavailable.ensureBlockableDate({ year: 2027, month: 1, day: 31 })).toThrow('Data inválida');
    expect(() => Unavailable.ensureBlockableDate({ year: 2027, month: 12, day: 1 })).toThrow('Data inválida');
    expect(() => Unavailable.ensureBlockableDate({ year: 10000, month: 0, day: 1 })).toThrow('Data inválida');
  });

  it('accepts 0 (whole day) and grid hours, refuses anything else', () => {
    for (const hour of [0, 730, 2330]) expect(() => Unavailable.ensureBlockableHour(hour)).not.toThrow();
    for (const hour of [715, 2400, -30, 10.5]) expect(() => Unavailable.ensureBlockableHour(hour)).toThrow('Horário inválido');
  });

  it('belongs to the barber who blocked it', () => {
    const entry = new Unavailable('barber-a', { year: 2027, month: 0, day: 5 }, 0);
    expect(() => entry.ensureOwnedBy('barber-a')).not.toThrow();
    expect(() => entry.ensureOwnedBy('barber-b')).toThrow('Acesso negado.');
  });
});
