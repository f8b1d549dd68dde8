import { describe, expect, it } from 'vitest';
import {
  bookingsLabel,
  formatBRL,
  formatClockTime,
  formatDate,
  formatHour,
  formatInstant,
  formatLongDate,
  formatMonthYear,
  formatWeekdayDate,
  formatWhen,
} from './format';
import { formatPhone } from './format-phone';

describe('formatters', () => {
  it('writes money the pt-BR way', () => {
    // Intl separates the symbol with a no-break space.
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatBRL(35).replace(/\s/g, ' ')).toBe('R$ 35,00');
  });

  it('writes an HHMM hour as HH:MM', () => {
    expect(formatHour(730)).toBe('07:30');
    expect(formatHour(1030)).toBe('10:30');
    expect(formatHour(1900)).toBe('19:00');
  });

  it('writes a date with its 0-based month as DD/MM/YYYY', () => {
    expect(formatDate(24, 10, 2026)).toBe('24/11/2026');
    expect(formatDate(1, 0, 2027)).toBe('01/01/2027');
  });

  it('names months and weekdays in Portuguese', () => {
    expect(formatMonthYear(10, 2026)).toBe('Novembro de 2026');
    expect(formatLongDate(24, 10, 2026)).toBe('Terça-feira, 24 de novembro');
    expect(formatLongDate(1, 0, 2027)).toBe('Sexta-feira, 1 de janeiro');
  });

  it('counts bookings in the singular and the plural', () => {
    expect(bookingsLabel(1)).toBe('1 agendamento');
    expect(bookingsLabel(0)).toBe('0 agendamentos');
    expect(bookingsLabel(3)).toBe('3 agendamentos');
  });

  it('names the weekday in every date the client reads, with the time after "às"', () => {
    expect(formatWeekdayDate(27, 10, 2026)).toBe('sexta-feira, 27/11');
    expect(formatWeekdayDate(3, 0, 2027)).toBe('domingo, 03/01');
    expect(formatWhen({ day: 27, month: 10, year: 2026, hour: 1430 })).toBe('sexta-feira, 27/11 às 14:30');
    expect(formatWhen({ day: 1, month: 11, year: 2026, hour: 730 })).toBe('terça-feira, 01/12 às 07:30');
  });

  it("writes an instant as the shop's local weekday, day and time", () => {
    expect(formatInstant('2026-11-25T11:00:00Z', 'America/Sao_Paulo')).toBe('quarta-feira, 25/11 às 08:00');
    // Past midnight UTC is still the evening before in São Paulo.
    expect(formatInstant('2026-11-28T02:30:00Z', 'America/Sao_Paulo')).toBe('sexta-feira, 27/11 às 23:30');
    expect(formatInstant('2026-11-27T03:00:00Z', 'America/Sao_Paulo')).toBe('sexta-feira, 27/11 às 00:00');
  });

  it("writes an instant's time of day on the shop's clock (a deposit's hold)", () => {
    expect(formatClockTime('2026-11-25T17:05:00Z', 'America/Sao_Paulo')).toBe('14:05');
    expect(formatClockTime('2026-11-28T03:00:00Z', 'America/Sao_Paulo')).toBe('00:00');
  });
});

describe('formatPhone', () => {
  it('writes a Brazilian mobile or landline as (DDD) number, however it was typed', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('+55 (21) 98765-4321')).toBe('(21) 98765-4321');
    expect(formatPhone('011987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('0 21 11 98765-4321')).toBe('(11) 98765-4321');
  });

  it('keeps any other number as it was typed', () => {
    expect(formatPhone('12345678')).toBe('12345678');
    expect(formatPhone('00351912345678')).toBe('00351912345678');
  });
});
