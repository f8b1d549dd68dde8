import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface AgendaBackLinkProps {
  /** 'Minha Agenda', or 'Agenda de luis' while the owner works in a team member's. */
  label: string;
  /** The day to return to (today when absent) and the owner's choice of barber. */
  dia?: string;
  barbeiro?: string;
}

/** Back to the agenda's day the page was opened from, named after whose agenda it is. */
export function AgendaBackLink({ label, dia, barbeiro }: AgendaBackLinkProps) {
  return (
    <Anchor
      renderRoot={(props) => <Link to="/administrador/minha-agenda" search={{ dia, barbeiro }} {...props} />}
      c="dimmed"
      size="sm"
      w="fit-content"
      py={12}
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
