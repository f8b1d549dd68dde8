import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatLongDate } from '../../lib/format/format';
import { toIsoDate } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';
import { DoubleTimeNote } from '../booking/DoubleTimeNote';
import { isChosenDayFull, isFullOnCalendar } from './full-day';
import { MonthCalendar, type DescribeDay } from './MonthCalendar';
import { SlotPicker } from './SlotPicker';
import type { DayTimeChoice } from './use-day-time-choice';
import type { Availability, MonthAvailability } from '../../api/types';

interface DayTimePickerProps {
  choice: DayTimeChoice;
  /** The shown month's free starts per day. */
  freeDays: UseQueryResult<MonthAvailability>;
  /** The chosen day's free start times. */
  times: UseQueryResult<Availability>;
  takesTwoSlots: boolean | undefined;
  /** The calendar's buttons send the form around it (the booking's time step, see MonthCalendar). */
  sendsForm?: boolean;
  /**
   * What a full day (the barber works it, every time taken) shows instead of its times. With it such days read 'lotado' on
   * the calendar and can be chosen: the booking's time step, where they lead to the waitlist.
   */
  whenFull?: (date: ShopDate) => ReactNode;
}

function freeStartsLabel(count: number): string {
  if (count === 0) return 'sem horários livres';
  return count === 1 ? '1 horário livre' : `${count} horários livres`;
}

/** The days with a free start time can be chosen, and full ones when `fullChoosable`; none while the month loads. */
const describeFreeDays =
  (freeDays: MonthAvailability | undefined, fullChoosable: boolean): DescribeDay =>
  (isoDate) => {
    const day = freeDays?.days.find((one) => one.date === isoDate);
    if (fullChoosable && isFullOnCalendar(day)) return { choosable: true, note: 'lotado', mark: 'lotado' };
    const count = day?.freeStarts ?? 0;
    return { choosable: count > 0, note: freeStartsLabel(count) };
  };

/**
 * A day on the month calendar (only days with a free time can be tapped, and full ones with `whenFull`), then one of its
 * free start times: the booking's time step and the move of a booking on its manage page. A day chosen after the page
 * opened (a tap, Próximo horário livre) scrolls its times into view once they have loaded; the day the page opened with
 * stays where it is.
 */
export function DayTimePicker({ choice, freeDays, times, takesTwoSlots, sendsForm, whenFull }: DayTimePickerProps) {
  const { window, month, date, hour } = choice;
  const chosenDayRef = useRef<HTMLParagraphElement>(null);
  const dateKey = date && toIsoDate(date);
  const scrolledFor = useRef(dateKey);
  const fullChoosable = whenFull !== undefined;
  const describeDay = useMemo(() => describeFreeDays(freeDays.data, fullChoosable), [freeDays.data, fullChoosable]);
  const full = dateKey !== undefined && isChosenDayFull(dateKey, times.data, freeDays.data);

  useEffect(() => {
    if (dateKey === scrolledFor.current || times.isPending) return;
    scrolledFor.current = dateKey;
    chosenDayRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [dateKey, times.isPending]);

  return (
    <>
      <MonthCalendar
        window={window}
        month={month}
        onMonthChange={choice.showMonth}
        describeDay={describeDay}
        loading={!freeDays.data}
        value={date}
        onChange={choice.chooseDate}
        sendsForm={sendsForm}
      />
      {freeDays.isError && (
        <Alert color="red" title="Erro!">
          {freeDays.error.message}
          <Button variant="light" color="red" mt="sm" display="block" onClick={() => void freeDays.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      <Text ref={chosenDayRef} fw={700} size="lg" aria-live="polite" className="scroll-below-top">
        {date ? formatLongDate(date.day, date.month, date.year) : 'Escolha no calendário um dia com horários livres.'}
      </Text>
      {date && takesTwoSlots && <DoubleTimeNote />}
      {date && (whenFull && full ? whenFull(date) : <SlotPicker times={times} value={hour} onChange={choice.chooseHour} />)}
    </>
  );
}
