import { NativeSelect, TextInput } from '@mantine/core';
import { MONTH_NAMES } from '../../../lib/format';
import type { DateInput } from '../types';
import classes from '../../../components/DateRow.module.css';

interface DateFieldsProps {
  value: DateInput;
  onChange: (value: DateInput) => void;
  /** The years offered: the current and the next. */
  years: number[];
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, month) => ({ value: String(month), label: name }));

/** A typed day ('Informe um dia'), the month ('Mês', values 0-11) and the year ('Ano'). */
export function DateFields({ value, onChange, years }: DateFieldsProps) {
  return (
    <div className={`${classes.row} ${classes.dayFirst}`}>
      <TextInput
        label="Dia"
        placeholder="Informe um dia"
        inputMode="numeric"
        maxLength={2}
        value={value.day}
        onChange={(event) => onChange({ ...value, day: event.currentTarget.value.replace(/\D/g, '') })}
      />
      <NativeSelect
        className={classes.month}
        label="Mês"
        value={value.month === null ? '' : String(value.month)}
        data={value.month === null ? [{ value: '', label: 'Selecione', disabled: true }, ...MONTH_OPTIONS] : MONTH_OPTIONS}
        onChange={(event) => onChange({ ...value, month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Ano"
        value={String(value.year)}
        data={years.map(String)}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
      />
    </div>
  );
}
