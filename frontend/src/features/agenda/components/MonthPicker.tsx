import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatMonthYear, MONTH_NAMES } from '../../../lib/format';
import type { ShopDate } from '../../../lib/shop-types';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';

/** The months of the current and the next year; the current month stands out. */
export function MonthPicker({ today }: { today: ShopDate }) {
  return (
    <Stack gap="xl">
      {[today.year, today.year + 1].map((year) => (
        <Stack key={year} gap="sm" component="section" aria-label={`Meses de ${year}`}>
          <Title order={2} size="h3">
            {year}
          </Title>
          <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs">
            {MONTH_NAMES.map((name, month) => {
              const current = year === today.year && month === today.month;
              const past = year === today.year && month < today.month;
              return (
                <Button
                  key={name}
                  renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams({ month, year })} {...props} />}
                  variant={current ? 'filled' : past ? 'default' : 'light'}
                  size="md"
                  px={4}
                  aria-current={current ? 'date' : undefined}
                  aria-label={formatMonthYear(month, year)}
                >
                  {name}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
