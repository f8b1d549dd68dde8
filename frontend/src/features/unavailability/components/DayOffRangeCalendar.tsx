import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DatePicker } from '@mantine/dates';
import { formatLongDate } from '../../../lib/format/format';
import { fromIsoDate, toIsoDate } from '../../../lib/time/iso-date';
import type { ShopDate } from '../../../lib/time/shop-types';
import type { DayRange } from '../form-rules';

interface DayOffRangeCalendarProps {
  value: DayRange;
  onChange: (value: DayRange) => void;
  today: ShopDate;
  /** Days already without bookings: greyed out, not to be chosen again. */
  daysOff: ShopDate[];
}

/** A calendar from today to the end of next year where the period's first and last day are tapped. */
export function DayOffRangeCalendar({ value, onChange, today, daysOff }: DayOffRangeCalendarProps) {
  const alreadyOff = new Set(daysOff.map(toIsoDate));
  return (
    <DatePicker
      type="range"
      allowSingleDateInRange
      locale="pt-br"
      firstDayOfWeek={0}
      weekendDays={[]}
      size="md"
      value={value}
      onChange={onChange}
      minDate={toIsoDate(today)}
      maxDate={toIsoDate({ year: today.year + 1, month: 11, day: 31 })}
      previousLabel="Mês anterior"
      nextLabel="Próximo mês"
      hideOutsideDates
      excludeDate={(date) => alreadyOff.has(date)}
      getDayAriaLabel={(date) => {
        const { year, month, day } = fromIsoDate(date);
        return `${formatLongDate(day, month, year)}${alreadyOff.has(date) ? ': já sem agenda' : ''}`;
      }}
    />
  );
}
