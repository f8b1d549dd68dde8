import { isDoubleService } from './double-service';

describe('isDoubleService', () => {
  it('is double when flagged', () => {
    expect(isDoubleService('Pigmentação', true)).toBe(true);
  });

  it.each(['Corte e Barba', 'BARBA E CORTE', 'Cabelo e barba premium', 'barba e cabelo'])('is double by name: %s', (name) => {
    expect(isDoubleService(name, false)).toBe(true);
  });

  it('is single otherwise', () => {
    expect(isDoubleService('Corte', false)).toBe(false);
    expect(isDoubleService('Barba', false)).toBe(false);
  });
});
