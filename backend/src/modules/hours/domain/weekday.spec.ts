import { parseWeekday } from './weekday';

describe('parseWeekday', () => {
  it.each([
    ['0', 0],
    ['6', 6],
    [3, 3],
  ])('reads %p as weekday %p', (value, weekday) => {
    expect(parseWeekday(value)).toBe(weekday);
  });

  it.each(['7', '-1', '1.5', '01', '', 'segunda', undefined])('refuses %p', (value) => {
    expect(() => parseWeekday(value)).toThrow('Dia da semana inválido');
  });
});
