import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { usernameProblem } from '../../../lib/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { TeamMember } from '../types';

interface RenameBarberDialogProps {
  member: TeamMember;
  onClose: () => void;
}

export function RenameBarberDialog({ member, onClose }: RenameBarberDialogProps) {
  const [username, setUsername] = useState(member.username);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBarber();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameProblem(username);
    setError(problem);
    if (problem) return;
    update.mutate(
      { id: member.id, changes: { username: username.trim() } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Nome alterado.', tone: 'success' });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code.startsWith('USERNAME_')) setError(failure.message);
          showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Renomear ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Novo usuário"
            size="md"
            autoComplete="off"
            data-autofocus
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={error}
          />
          <Button type="submit" size="md" loading={update.isPending} disabled={username.trim() === member.username}>
            Salvar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
