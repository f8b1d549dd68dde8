import { NativeSelect } from '@mantine/core';
import { MONTH_NAMES } from '../lib/format';
import { daysInWindow, monthsInWindow, yearsInWindow, type BookingWindow } from '../lib/booking-window';
import type { ShopDate } from '../lib/shop-types';
import classes from './DateRow.module.css';

interface DateSelectsProps {
  window: BookingWindow;
  value: ShopDate;
  onChange: (date: Partial<ShopDate>) => void;
}

const toOptions = (values: number[], label: (value: number) => string = String) =>
  values.map((value) => ({ value: String(value), label: label(value) }));

/** Month, day and year of the booking, each limited to the booking window. */
export function DateSelects({ window, value, onChange }: DateSelectsProps) {
  return (
    <div className={classes.row}>
      <NativeSelect
        className={classes.month}
        label="Mês"
        value={String(value.month)}
        data={toOptions(monthsInWindow(window, value.year), (month) => MONTH_NAMES[month])}
        onChange={(event) => onChange({ ...value, month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Dia"
        value={String(value.day)}
        data={toOptions(daysInWindow(window, value.year, value.month))}
        onChange={(event) => onChange({ ...value, day: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Ano"
        value={String(value.year)}
        data={toOptions(yearsInWindow(window))}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
      />
    </div>
  );
}
