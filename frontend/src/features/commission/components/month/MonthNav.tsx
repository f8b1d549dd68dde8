import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatMonthYear } from '../../../../lib/format/format';
import { addMonths, monthParam, type Month } from '../../period';

/** The month shown, with the one before and after a tap away (links: the address holds the month, ?mes=AAAA-MM). */
export function MonthNav({ month }: { month: Month }) {
  const before = addMonths(month, -1);
  const after = addMonths(month, 1);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" maw={400}>
      <ActionIcon
        renderRoot={(props) => <Link to="/administrador/comissoes" search={{ mes: monthParam(before) }} {...props} />}
        variant="default"
        size={44}
        aria-label={`Mês anterior: ${formatMonthYear(before.month, before.year)}`}
      >
        <IconChevronLeft size={22} aria-hidden />
      </ActionIcon>
      <Text fw={700} size="lg" ta="center" aria-live="polite">
        {formatMonthYear(month.month, month.year)}
      </Text>
      <ActionIcon
        renderRoot={(props) => <Link to="/administrador/comissoes" search={{ mes: monthParam(after) }} {...props} />}
        variant="default"
        size={44}
        aria-label={`Próximo mês: ${formatMonthYear(after.month, after.year)}`}
      >
        <IconChevronRight size={22} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
