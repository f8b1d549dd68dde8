import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatLongDate, formatMonthYear } from '../../lib/format/format';
import { fromIsoDate, monthsFromTo, toIsoDate, type CalendarMonth } from '../../lib/time/iso-date';
import { useLatestCallback } from '../../lib/page/use-latest-callback';
import { weeksOf } from '../../lib/time/month-weeks';
import type { BookingWindow } from '../../lib/time/booking-window';
import type { ShopDate } from '../../lib/time/shop-types';
import classes from './MonthCalendar.module.css';

/**
 * What the calendar says of one of its days: whether it can be chosen, the words after its date ('3 horários livres'), and a
 * word shown under its number ('lotado').
 */
export interface CalendarDay {
  choosable: boolean;
  note: string;
  mark?: string;
}

/** Describes a day of the month shown, by its ISO date. Drawn again only when it is another function (see DayGrid). */
export type DescribeDay = (isoDate: string) => CalendarDay;

interface MonthCalendarProps {
  window: BookingWindow;
  /** The month on screen. */
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** Which days of the window can be chosen, and what each says; days outside the window never can. */
  describeDay: DescribeDay;
  /** What describeDay knows is still loading. */
  loading: boolean;
  value: ShopDate | undefined;
  onChange: (date: ShopDate) => void;
  /**
   * Its buttons send the form around it (a day as `dia`, a month as `mes`), so that they work before the app has arrived:
   * the booking's time step (server/booking-forms.ts). The app's tap stays on the page.
   */
  sendsForm?: boolean;
}

/** A month as a form sends it: '2026-11'. */
const monthField = (month: CalendarMonth | undefined) => month && toIsoDate({ ...month, day: 1 }).slice(0, 7);

/** Days each arrow key moves the focus by, as in any calendar grid. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function addDays(isoDate: string, days: number): string {
  const { year, month, day } = fromIsoDate(isoDate);
  const shifted = new Date(Date.UTC(year, month, day + days));
  return toIsoDate({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() });
}

/** Arrow keys move the focus to the next day that can be chosen that way, within the month. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, from: string): void {
  const step = ARROW_STEPS[event.key];
  const grid = event.currentTarget.closest('table');
  if (!step || !grid) return;
  event.preventDefault();
  for (let date = addDays(from, step); date.slice(0, 7) === from.slice(0, 7); date = addDays(date, step)) {
    const day = grid.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (day && !day.disabled) {
      day.focus();
      return;
    }
  }
}

/**
 * A month calendar of the days `describeDay` lets be chosen: the client's days with a free start time, the barber's open
 * days. A plain table of the month's days with Mantine's look: Mantine's own Month grid (with dayjs) cost the time step
 * about 6 kB gzipped and most of its drawing time on a phone; this one is a few lines of date arithmetic.
 */
export function MonthCalendar({ window, month, onMonthChange, describeDay, loading, value, onChange, sendsForm = false }: MonthCalendarProps) {
  const titleId = useId();
  const months = monthsFromTo(window.first, window.last);
  const shown = months.findIndex((candidate) => candidate.year === month.year && candidate.month === month.month);
  const [previous, next] = [months[shown - 1], months[shown + 1]];
  const chooseDay = useLatestCallback((date: string) => onChange(fromIsoDate(date)));
  const monthButton = (target: CalendarMonth | undefined) => ({
    type: sendsForm ? ('submit' as const) : ('button' as const),
    name: sendsForm ? 'mes' : undefined,
    value: sendsForm ? monthField(target) : undefined,
    disabled: !target,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onMonthChange(target!);
    },
  });

  return (
    <div aria-busy={loading}>
      <div className={classes.header}>
        <Button variant="subtle" px="sm" aria-label="Mês anterior" {...monthButton(previous)}>
          <IconChevronLeft aria-hidden />
        </Button>
        <Text id={titleId} fw={700} size="lg" aria-live="polite">
          {formatMonthYear(month.month, month.year)}
        </Text>
        <Button variant="subtle" px="sm" aria-label="Próximo mês" {...monthButton(next)}>
          <IconChevronRight aria-hidden />
        </Button>
      </div>
      <DayGrid
        titleId={titleId}
        month={month}
        first={toIsoDate(window.first)}
        last={toIsoDate(window.last)}
        describeDay={describeDay}
        selected={value && toIsoDate(value)}
        onChoose={chooseDay}
        sendsForm={sendsForm}
      />
    </div>
  );
}

interface DayGridProps {
  titleId: string;
  /** The month shown. */
  month: CalendarMonth;
  /** ISO dates: the booking window's first and last days. */
  first: string;
  last: string;
  describeDay: DescribeDay;
  selected: string | undefined;
  onChoose: (date: string) => void;
  sendsForm: boolean;
}

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/**
 * The month's days. Drawing them is the costliest part of the time step on a phone, so they are drawn again only when
 * one of these props changes (a page re-rendered above them, a query refreshed with the same answer, leaves them be).
 * One day is in the tab order (the chosen one, else the first that can be chosen); the arrow keys move between days.
 */
const DayGrid = memo(function DayGrid({ titleId, month, first, last, describeDay, selected, onChoose, sendsForm }: DayGridProps) {
  const canChoose = (isoDate: string) => isoDate >= first && isoDate <= last && describeDay(isoDate).choosable;
  const weeks = weeksOf(month);
  const days = weeks.flat().filter((date) => date !== null);
  const tabStop = days.includes(selected ?? '') ? selected : days.find(canChoose);
  const dayButton = (date: string, { note, mark }: CalendarDay) => (
    <button
      type={sendsForm ? 'submit' : 'button'}
      name={sendsForm ? 'dia' : undefined}
      value={sendsForm ? date : undefined}
      className={`mantine-focus-auto ${classes.day}`}
      data-date={date}
      data-selected={date === selected || undefined}
      data-mark={mark}
      disabled={!canChoose(date)}
      aria-pressed={date === selected}
      aria-label={`${formatLongDate(fromIsoDate(date).day, month.month, month.year)}: ${note}`}
      tabIndex={date === tabStop ? 0 : -1}
      onClick={(event) => {
        event.preventDefault();
        onChoose(date);
      }}
      onKeyDown={(event) => moveFocus(event, date)}
    >
      {fromIsoDate(date).day}
    </button>
  );

  return (
    <table className={classes.grid} aria-labelledby={titleId}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} className={classes.weekday}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => (
              <td key={date ?? `vazio-${index}`} className={classes.cell}>
                {date && dayButton(date, describeDay(date))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
