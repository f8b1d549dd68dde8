import { describe, expect, it } from 'vitest';
import { nowLineIndex, slotRows } from './slot-rows';
import type { AgendaBooking, TimelineDay, TimelineSlot } from '../../../../api/types';

const label = (hour: number) => `${String(Math.floor(hour / 100)).padStart(2, '0')}:${String(hour % 100).padStart(2, '0')}`;
const slot = (hour: number, fields: Partial<TimelineSlot> = {}): TimelineSlot => ({
  hour,
  label: label(hour),
  state: 'free',
  appointmentId: null,
  continued: false,
  outsideHours: false,
  ...fields,
});
const day = (slots: TimelineSlot[], bookings: Partial<AgendaBooking>[] = []): TimelineDay =>
  ({ date: '2026-11-25', day: 25, month: 10, year: 2026, weekday: 3, closure: null, slots, appointments: bookings }) as TimelineDay;

const summary = (timeline: TimelineDay) =>
  slotRows(timeline).map((row) =>
    row.kind === 'gap' ? `${row.label} ${row.reason}${row.endLabel ? ` até ${row.endLabel}` : ''}` : `${label(row.hour)} ${row.kind}`,
  );

describe('the rows of the day timeline', () => {
  it('shows a run of blocked slots as one row from its first to its end, apart from a break or a booking', () => {
    const blocked = (hour: number) => slot(hour, { state: 'blocked' });
    const rows = slotRows(
      day(
        [slot(1200), blocked(1300), blocked(1330), blocked(1400), slot(1430, { state: 'booked', appointmentId: 'a1' }), blocked(1500), blocked(1600)],
        [{ id: 'a1' }],
      ),
    );
    const blockedRows = rows.flatMap((row) => (row.kind === 'blocked' ? [`${row.firstLabel}–${row.endLabel}`] : []));
    expect(blockedRows).toEqual(['13:00–14:30', '15:00–15:30', '16:00–16:30']);
  });

  it('shows the lunch break as one row and the closing time after the last slot', () => {
    expect(summary(day([slot(1100), slot(1130), slot(1300), slot(1330)]))).toEqual([
      '11:00 slot',
      '11:30 slot',
      '12:00 break até 13:00',
      '13:00 slot',
      '13:30 slot',
      '14:00 closed',
    ]);
  });

  it('calls the time around a booking the new hours left out closed, and flags no break there', () => {
    const late = slot(1500, { state: 'booked', appointmentId: 'a1', outsideHours: true });
    expect(summary(day([slot(1300), slot(1330), late], [{ id: 'a1' }]))).toEqual([
      '13:00 slot',
      '13:30 slot',
      '14:00 closed até 15:00',
      '15:00 booking',
    ]);
  });

  it('joins a double booking into one row and the passed free slots into one', () => {
    const rows = slotRows(
      day(
        [
          slot(900, { state: 'past' }),
          slot(930, { state: 'past' }),
          slot(1000, { state: 'booked', appointmentId: 'a1' }),
          slot(1030, { state: 'booked', appointmentId: 'a1', continued: true }),
        ],
        [{ id: 'a1' }],
      ),
    );
    expect(rows[0]).toMatchObject({ kind: 'past', count: 2 });
    expect(rows[1]).toMatchObject({ kind: 'booking', endLabel: '11:00' });
  });

  it('puts the now line before the first row that starts later', () => {
    const rows = slotRows(day([slot(1100), slot(1130), slot(1300)]));
    expect(nowLineIndex(rows, 11 * 60 + 40)).toBe(2);
    expect(nowLineIndex(rows, 10 * 60)).toBe(0);
    expect(nowLineIndex(rows, 20 * 60)).toBe(rows.length);
  });
});
