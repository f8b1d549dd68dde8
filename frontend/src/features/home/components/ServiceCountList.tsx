import { Group, Text } from '@mantine/core';
import { bookingsLabel } from '../../../lib/format/format';
import type { ServiceRevenue } from '../../../api/types';

export function ServiceCountList({ services }: { services: ServiceRevenue[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {services.map((service) => (
        <Group key={service.jobId} justify="space-between" wrap="nowrap" py={6}>
          <Text component="dt" truncate>
            {service.name}
          </Text>
          <Text component="dd" m={0} fw={600} c="brass.3" style={{ whiteSpace: 'nowrap' }}>
            {bookingsLabel(service.appointments)}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
