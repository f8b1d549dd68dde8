import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { agendaMonthParams, MONTH_ROUTE, monthTitle, shiftMonth } from '../../agenda-month';
import type { AgendaMonth } from '../../types';

/** The month's title between links to the previous and the next month. */
export function MonthNavigation({ month }: { month: AgendaMonth }) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <Group gap="xs" wrap="nowrap" data-toast-clear>
      <ActionIcon
        renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams(previous)} search {...props} />}
        variant="default"
        size="xl"
        aria-label={`Mês anterior: ${monthTitle(previous)}`}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      <Title order={1} size="h2" ta="center" style={{ flex: 1 }}>
        {monthTitle(month)}
      </Title>
      <ActionIcon
        renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams(next)} search {...props} />}
        variant="default"
        size="xl"
        aria-label={`Próximo mês: ${monthTitle(next)}`}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
