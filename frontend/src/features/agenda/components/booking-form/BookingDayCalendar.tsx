import { useEffect, useMemo, useRef, useState } from 'react';
import { MonthCalendar } from '../../../../components/calendar/MonthCalendar';
import type { BookingWindow } from '../../../../lib/time/booking-window';
import { monthOf, toIsoDate } from '../../../../lib/time/iso-date';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { describeOpenDays } from '../../calendar-days';
import { useMonthClosures } from '../../use-month-closures';

interface BookingDayCalendarProps {
  barberId: string;
  window: BookingWindow;
  value: ShopDate;
  onChange: (date: ShopDate) => void;
  /** Mover: the chosen day has the focus from the start. */
  focus: boolean;
}

/** The booking form's day, on the month calendar the client books on; the barber's closed days shown as such. */
export function BookingDayCalendar({ barberId, window, value, onChange, focus }: BookingDayCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(value));
  const { closures, loading } = useMonthClosures(barberId, month);
  const chosen = toIsoDate(value);
  const describeDay = useMemo(() => describeOpenDays(closures, chosen), [closures, chosen]);
  const calendar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) calendar.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, [focus]);

  return (
    <div ref={calendar}>
      <MonthCalendar
        window={window}
        month={month}
        onMonthChange={setMonth}
        describeDay={describeDay}
        loading={loading}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
