import { ensureValidWorkingHours, openTimesOf, workingHoursOf } from './working-hours';

const LUNCH = { start: 1200, end: 1300 };

describe('openTimesOf', () => {
  it('lists the half-hour starts from the start until before the end', () => {
    expect(openTimesOf({ start: 900, end: 1100, breaks: [] })).toEqual([900, 930, 1000, 1030]);
  });

  it('leaves out the times of the breaks', () => {
    expect(openTimesOf({ start: 1100, end: 1400, breaks: [LUNCH] })).toEqual([1100, 1130, 1300, 1330]);
    expect(
      openTimesOf({
        start: 900,
        end: 1200,
        breaks: [
          { start: 930, end: 1000 },
          { start: 1030, end: 1100 },
        ],
      }),
    ).toEqual([900, 1000, 1100, 1130]);
  });

  it('reaches 06:00 and midnight', () => {
    const times = openTimesOf({ start: 600, end: 2400, breaks: [] });
    expect(times).toHaveLength(36);
    expect([times[0], times.at(-1)]).toEqual([600, 2330]);
  });
});

describe('workingHoursOf', () => {
  it('reads open times as the hours from the first until the end of the last, each gap a break', () => {
    expect(workingHoursOf([1330, 1100, 1130, 1300])).toEqual({ start: 1100, end: 1400, breaks: [LUNCH] });
    expect(workingHoursOf([900, 1000, 1100])).toEqual({
      start: 900,
      end: 1130,
      breaks: [
        { start: 930, end: 1000 },
        { start: 1030, end: 1100 },
      ],
    });
  });

  it('gives null for no open time and a midnight end for 23:30', () => {
    expect(workingHoursOf([])).toBeNull();
    expect(workingHoursOf([2300, 2330])).toEqual({ start: 2300, end: 2400, breaks: [] });
  });

  it('is the inverse of openTimesOf', () => {
    const hours = { start: 730, end: 2000, breaks: [LUNCH, { start: 1600, end: 1630 }] };
    expect(workingHoursOf(openTimesOf(hours))).toEqual(hours);
  });
});

describe('ensureValidWorkingHours', () => {
  it('answers valid hours with the breaks in order, overlapping or touching ones joined', () => {
    expect(ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 1500, end: 1530 }, LUNCH] })).toEqual({
      start: 900,
      end: 1800,
      breaks: [LUNCH, { start: 1500, end: 1530 }],
    });
    expect(
      ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 1230, end: 1330 }, LUNCH, { start: 1330, end: 1400 }] }).breaks,
    ).toEqual([{ start: 1200, end: 1400 }]);
  });

  it('refuses an end that is not after the start', () => {
    expect(() => ensureValidWorkingHours({ start: 900, end: 900, breaks: [] })).toThrow('fim precisa ser depois');
    expect(() => ensureValidWorkingHours({ start: 1000, end: 900, breaks: [] })).toThrow('fim precisa ser depois');
  });

  it('refuses a break that is empty or not strictly inside the hours', () => {
    expect(() => ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 1200, end: 1200 }] })).toThrow('terminar depois de começar');
    expect(() => ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 900, end: 1000 }] })).toThrow('dentro do atendimento');
    expect(() => ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 1700, end: 1800 }] })).toThrow('dentro do atendimento');
    expect(() => ensureValidWorkingHours({ start: 900, end: 1800, breaks: [{ start: 1700, end: 1900 }] })).toThrow(
      'O intervalo das 17:00 às 19:00 precisa ficar dentro do atendimento, depois das 09:00 e antes das 18:00.',
    );
  });
});
