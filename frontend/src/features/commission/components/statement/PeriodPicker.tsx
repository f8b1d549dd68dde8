import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FieldProblem } from '../../../../components/forms/FieldProblem';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { addMonths, MAX_PERIOD_DAYS, monthPeriod, periodDays, weekPeriod, type Period } from '../../period';

interface PeriodPickerProps {
  period: Period;
  today: ShopDate;
  onChange: (period: Period) => void;
}

/** The statement's period: this month, last month, this week in one tap, or any range of days (at most a year). */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const quick: [string, Period][] = [
    ['Este mês', monthPeriod(today)],
    ['Mês passado', monthPeriod(addMonths(today, -1))],
    ['Esta semana', weekPeriod(today)],
  ];
  const same = (other: Period) => other.from === period.from && other.to === period.to;
  return (
    <Stack gap="sm">
      <Group gap="xs" grow preventGrowOverflow={false} role="group" aria-label="Período">
        {quick.map(([label, target]) => (
          <Button
            key={label}
            size="md"
            px="xs"
            variant={same(target) ? 'filled' : 'default'}
            aria-pressed={same(target)}
            onClick={() => onChange(target)}
          >
            {label}
          </Button>
        ))}
      </Group>
      <RangeForm key={`${period.from}/${period.to}`} period={period} onChange={onChange} />
    </Stack>
  );
}

/** Any range of days: both, in order, at most a year (the API's limit). */
function RangeForm({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);

  const show = () => {
    const days = periodDays({ from, to });
    if (!from || !to) return setProblem('Informe os dois dias.');
    if (days < 1) return setProblem('O primeiro dia vem antes do último.');
    if (days > MAX_PERIOD_DAYS) return setProblem('Escolha no máximo um ano.');
    setProblem(null);
    onChange({ from, to });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        show();
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput type="date" label="De" size="lg" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          <TextInput type="date" label="Até" size="lg" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </SimpleGrid>
        <Button type="submit" size="md" variant="light">
          Ver período
        </Button>
      </Stack>
      <FieldProblem>{problem}</FieldProblem>
    </form>
  );
}
