import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { newPasswordProblem } from '../../profile/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { TeamMember } from '../types';

interface ResetPasswordDialogProps {
  member: TeamMember;
  onClose: () => void;
}

export function ResetPasswordDialog({ member, onClose }: ResetPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBarber();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    setError(problem);
    if (problem) return;
    update.mutate(
      { id: member.id, changes: { password } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Senha redefinida.', tone: 'success' });
          onClose();
        },
        onError: (failure) => showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default }),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Nova senha de ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nova senha"
            description="Pelo menos 8 caracteres. Informe-a ao barbeiro."
            size="md"
            autoComplete="new-password"
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
          />
          <Button type="submit" size="md" loading={update.isPending}>
            Redefinir senha
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
