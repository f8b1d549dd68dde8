import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A back link's look: small and dimmed over a page's title, and a 44 px tap target. */
export const backLinkProps = {
  c: 'dimmed',
  size: 'sm',
  w: 'fit-content',
  display: 'flex',
  mih: 44,
  style: { alignItems: 'center' },
  'data-toast-clear': true,
} as const;

/** The arrow and the name of the page a back link returns to. */
export function BackLinkLabel({ label }: { label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconArrowLeft size={16} aria-hidden />
      {label}
    </Group>
  );
}

/** A small link back to the page above, shown over a page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} {...backLinkProps}>
      <BackLinkLabel label={label} />
    </Anchor>
  );
}

interface AgendaBackLinkProps {
  /** 'Minha Agenda', or 'Agenda de luis' while the owner works in a team member's. */
  label: string;
  /** The day to return to (today when absent) and the owner's choice of barber. */
  dia?: string;
  barbeiro?: string;
}

/** Back to Minha Agenda's day a page was opened from, named after whose agenda it is (beside BackLink: one chunk for both). */
export function AgendaBackLink({ label, dia, barbeiro }: AgendaBackLinkProps) {
  return (
    <Anchor renderRoot={(props) => <Link to="/administrador/minha-agenda" search={{ dia, barbeiro }} {...props} />} {...backLinkProps}>
      <BackLinkLabel label={label} />
    </Anchor>
  );
}
