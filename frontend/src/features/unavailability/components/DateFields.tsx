import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MONTH_NAMES } from '../../../lib/format/format';
import type { DateInput } from '../types';
import classes from '../../../components/forms/DateRow.module.css';

interface DateFieldsProps<Values extends DateInput> {
  /** The form whose `day`, `month` and `year` these fields edit; the date's problem shows under the day. */
  form: UseFormReturnType<Values>;
  /** The years offered: the current and the next. */
  years: number[];
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, month) => ({ value: String(month), label: name }));

/** A typed day ('Informe um dia'), the month ('Mês', values 0-11) and the year ('Ano'). */
export function DateFields<Values extends DateInput>({ form, years }: DateFieldsProps<Values>) {
  const { day, month, year } = form.values;
  // setValues clears the form's errors: the day, month and year are one date, a change to any of them clears its problem.
  const change = (next: Partial<DateInput>) => form.setValues(next as Partial<Values>);
  return (
    <div className={`${classes.row} ${classes.dayFirst}`}>
      <TextInput
        label="Dia"
        placeholder="Informe um dia"
        inputMode="numeric"
        maxLength={2}
        value={day}
        error={form.errors.day}
        onChange={(event) => change({ day: event.currentTarget.value.replace(/\D/g, '') })}
      />
      <NativeSelect
        className={classes.month}
        label="Mês"
        value={month === null ? '' : String(month)}
        data={month === null ? [{ value: '', label: 'Selecione', disabled: true }, ...MONTH_OPTIONS] : MONTH_OPTIONS}
        onChange={(event) => change({ month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Ano"
        value={String(year)}
        data={years.map(String)}
        onChange={(event) => change({ year: Number(event.currentTarget.value) })}
      />
    </div>
  );
}
