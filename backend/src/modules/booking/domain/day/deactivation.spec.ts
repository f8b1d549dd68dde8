import { bookingsInTheWay, DeactivateConflict } from './deactivation';

describe('blocking times of a day (deactivate)', () => {
  it('blocks times no live booking holds', () => {
    expect(bookingsInTheWay([{ hour: 1000, slotCount: 1 }], [930, 1030, 1400])).toEqual([]);
    expect(bookingsInTheWay([], [730])).toEqual([]);
  });

  it('finds the booking that starts at a time to block', () => {
    expect(
      bookingsInTheWay(
        [
          { hour: 1000, slotCount: 1 },
          { hour: 1100, slotCount: 1 },
        ],
        [1400, 1000],
      ),
    ).toEqual([{ hour: 1000, slotCount: 1 }]);
  });

  it('finds a double booking by its second slot, but not by the slot after it', () => {
    expect(bookingsInTheWay([{ hour: 1030, slotCount: 2 }], [1100])).toEqual([{ hour: 1030, slotCount: 2 }]);
    expect(bookingsInTheWay([{ hour: 1030, slotCount: 2 }], [1130, 1000])).toEqual([]);
  });

  it('the whole day (hour 0) has every booking of the day in the way', () => {
    expect(
      bookingsInTheWay(
        [
          { hour: 1930, slotCount: 1 },
          { hour: 800, slotCount: 1 },
        ],
        [0],
      ),
    ).toHaveLength(2);
    expect(bookingsInTheWay([], [0])).toEqual([]);
  });

  it('the refusal names each booking in the way', () => {
    const maria = { appointmentId: 'a1', hour: 1000, label: '10:00', clientName: 'Maria Souza', service: 'Corte' };
    const joao = { appointmentId: 'a2', hour: 1100, label: '11:00', clientName: 'João', service: 'Barba' };
    expect(new DeactivateConflict([maria]).message).toBe(
      'Não foi possivel desativar o horário selecionado: há agendamento às 10:00 (Maria Souza, Corte).',
    );
    const both = new DeactivateConflict([maria, joao]);
    expect(both.message).toBe(
      'Não foi possivel desativar o horário selecionado: há agendamento às 10:00 (Maria Souza, Corte) e 11:00 (João, Barba).',
    );
    expect(both.details.bookings).toEqual([maria, joao]);
  });
});
