import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { monthParam, type Month } from '../../period';

/** Back to Comissões, at the month the statement was opened from. */
export function MonthBackLink({ month }: { month: Month }) {
  return (
    <Anchor
      renderRoot={(props) => <Link to="/administrador/comissoes" search={{ mes: monthParam(month) }} {...props} />}
      c="dimmed"
      size="sm"
      w="fit-content"
      display="flex"
      mih={44}
      style={{ alignItems: 'center' }}
      data-toast-clear
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Comissões
      </Group>
    </Anchor>
  );
}
