import { Group, Progress, Stack, Text } from '@mantine/core';
import { bookingsLabel, formatBRL } from '../../../lib/format/format';
import type { ServiceRevenue } from '../../../api/types';

/** Each service's share of the year's revenue, largest first. */
export function ServiceRevenueList({ services, total }: { services: ServiceRevenue[]; total: number }) {
  const sorted = [...services].sort((a, b) => b.total - a.total);
  return (
    <Stack gap="md">
      {sorted.map((service) => (
        <div key={service.jobId}>
          <Group justify="space-between" wrap="nowrap" gap="sm" mb={4}>
            <Text fw={700} truncate>
              {service.name}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(service.total)}
            </Text>
          </Group>
          <Progress
            value={total > 0 ? (service.total / total) * 100 : 0}
            color="brass.4"
            size="sm"
            aria-label={`${service.name}: ${formatBRL(service.total)}`}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {bookingsLabel(service.appointments)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
