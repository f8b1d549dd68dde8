import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatWhen } from '../../lib/format/format';

/** The check mark, "Agendamento confirmado!" and the booking's day and time. */
export function ConfirmedHeading({ booking }: { booking: Parameters<typeof formatWhen>[0] }) {
  return (
    <>
      <ThemeIcon size={88} radius="xl" color="teal" aria-hidden>
        <IconCheck size={52} stroke={2.5} />
      </ThemeIcon>
      <div>
        <Title order={1}>Agendamento confirmado!</Title>
        <Text c="dimmed" mt={4}>
          Sua agenda foi realizada
        </Text>
        <Text size="xl" fw={700} mt={4}>
          {formatWhen(booking)}
        </Text>
      </div>
    </>
  );
}
