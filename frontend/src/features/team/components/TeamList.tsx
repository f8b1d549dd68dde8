import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { teamQueryOptions } from '../api/get-team';
import { useUpdateBarber } from '../api/update-barber';
import { DeactivateBarberDialog } from './DeactivateBarberDialog';
import { RenameBarberDialog } from './RenameBarberDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { TeamMemberCard } from './TeamMemberCard';
import type { TeamAction } from './TeamMemberMenu';
import type { BarberAccount } from '../../../api/types';

interface PendingAction {
  action: Exclude<TeamAction, 'reactivate'>;
  member: BarberAccount;
}

/** The team (the route loaded it, for the owner only). */
export function TeamList({ myId }: { myId: string }) {
  const { data: team } = useSuspenseQuery(teamQueryOptions());
  const update = useUpdateBarber();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const close = () => setPending(null);

  const act = (member: BarberAccount, action: TeamAction) => {
    if (action !== 'reactivate') {
      setPending({ action, member });
      return;
    }
    update.mutate(
      { id: member.id, changes: { active: true } },
      {
        onSuccess: () => showToast({ title: 'Sucesso!', message: 'Barbeiro reativado.', tone: 'success' }),
        onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
      },
    );
  };

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Barbeiros">
        {team.map((member) => (
          <TeamMemberCard key={member.id} member={member} isMe={member.id === myId} onAction={(action) => act(member, action)} />
        ))}
      </Stack>
      {pending?.action === 'rename' && <RenameBarberDialog member={pending.member} onClose={close} />}
      {pending?.action === 'password' && <ResetPasswordDialog member={pending.member} isMe={pending.member.id === myId} onClose={close} />}
      {pending?.action === 'deactivate' && <DeactivateBarberDialog member={pending.member} onClose={close} />}
    </>
  );
}
