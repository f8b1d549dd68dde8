import { ensureHoursCanBeBlocked } from './deactivation';

describe('blocking times of a day (deactivate)', () => {
  it('blocks times no live appointment holds', () => {
    expect(() => ensureHoursCanBeBlocked([{ hour: 1000, slotCount: 1 }], [930, 1030, 1400])).not.toThrow();
    expect(() => ensureHoursCanBeBlocked([], [730])).not.toThrow();
  });

  it('refuses a time an appointment starts at with DEACTIVATE_CONFLICT', () => {
    expect(() => ensureHoursCanBeBlocked([{ hour: 1000, slotCount: 1 }], [1400, 1000])).toThrow(
      expect.objectContaining({ code: 'DEACTIVATE_CONFLICT', message: 'Não foi possivel desativar o horário selecionado.' }),
    );
  });

  it('refuses the second slot of a double appointment, but not the slot after it', () => {
    expect(() => ensureHoursCanBeBlocked([{ hour: 1030, slotCount: 2 }], [1100])).toThrow('Não foi possivel desativar o horário selecionado.');
    expect(() => ensureHoursCanBeBlocked([{ hour: 1030, slotCount: 2 }], [1130, 1000])).not.toThrow();
  });

  it('blocks the whole day (hour 0) only when the day has no live appointment', () => {
    expect(() => ensureHoursCanBeBlocked([{ hour: 1930, slotCount: 1 }], [0])).toThrow('Não foi possivel desativar o horário selecionado.');
    expect(() => ensureHoursCanBeBlocked([], [0])).not.toThrow();
  });
});
