import { useState } from 'react';
import type { BookingWindow } from '../../lib/time/booking-window';
import { monthOf, type CalendarMonth } from '../../lib/time/iso-date';
import type { ShopDate } from '../../lib/time/shop-types';

/** A day and a start time being chosen on a DayTimePicker, and the month its calendar shows. */
export interface DayTimeChoice {
  /** The days that may be chosen. */
  window: BookingWindow;
  month: CalendarMonth;
  date: ShopDate | undefined;
  hour: number | undefined;
  showMonth: (month: CalendarMonth) => void;
  /** A day tapped: its times are shown, none of them chosen yet. */
  chooseDate: (date: ShopDate) => void;
  chooseHour: (hour: number) => void;
  /** A day and time found for the client (Próximo horário livre): chosen, with the calendar turned to their month. */
  jumpTo: (date: ShopDate, hour: number) => void;
  /** The times no longer fit (another service): none is chosen. */
  clearHour: () => void;
}

interface DayTimeChoiceStart {
  window: BookingWindow;
  today: ShopDate;
  /** The day chosen before (the draft's, the booking's own), when it is inside the window. */
  date: ShopDate | undefined;
  /** The time chosen before: kept only with its day. */
  hour: number | undefined;
  /** The calendar's month to open on, rather than the chosen day's (else today's). */
  month?: CalendarMonth;
  /** Told of each day the client taps, for what else it changes (jumpTo tells nobody). */
  onDateChosen?: (date: ShopDate) => void;
  /** Told of each time the client taps. */
  onHourChosen?: (hour: number) => void;
}

/** The state behind a DayTimePicker: the booking's time step and the move of a booking hold the same choice. */
export function useDayTimeChoice({
  window,
  today,
  date: startDate,
  hour: startHour,
  month,
  onDateChosen,
  onHourChosen,
}: DayTimeChoiceStart): DayTimeChoice {
  const [date, setDate] = useState(startDate);
  const [hour, setHour] = useState(startDate ? startHour : undefined);
  const [shownMonth, setShownMonth] = useState<CalendarMonth>(month ?? monthOf(startDate ?? today));
  return {
    window,
    month: shownMonth,
    date,
    hour,
    showMonth: (next) => setShownMonth(monthOf(next)),
    chooseDate: (next) => {
      setDate(next);
      setHour(undefined);
      onDateChosen?.(next);
    },
    chooseHour: (next) => {
      setHour(next);
      onHourChosen?.(next);
    },
    jumpTo: (nextDate, nextHour) => {
      setShownMonth(monthOf(nextDate));
      setDate(nextDate);
      setHour(nextHour);
    },
    clearHour: () => setHour(undefined),
  };
}
