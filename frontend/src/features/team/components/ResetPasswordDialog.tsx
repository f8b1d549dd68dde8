import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { newPasswordProblem } from '../../../lib/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { TeamMember } from '../types';

interface ResetPasswordDialogProps {
  member: TeamMember;
  /** The owner's own card: a new password of one's own needs the current one. */
  isMe: boolean;
  onClose: () => void;
}

interface PasswordErrors {
  current?: string;
  next?: string;
}

export function ResetPasswordDialog({ member, isMe, onClose }: ResetPasswordDialogProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const update = useUpdateBarber();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: isMe && !current ? 'Informe a senha atual.' : undefined,
      next: newPasswordProblem(password) ?? undefined,
    };
    setErrors(found);
    if (found.current || found.next) return;
    update.mutate(
      { id: member.id, changes: isMe ? { password, currentPassword: current } : { password } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: isMe ? 'Senha alterada.' : 'Senha redefinida.', tone: 'success' });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code.startsWith('CURRENT_PASSWORD')) setErrors({ current: failure.message });
          showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={isMe ? 'Trocar a minha senha' : `Nova senha de ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isMe && (
            <PasswordInput
              label="Senha atual"
              size="md"
              autoComplete="current-password"
              data-autofocus
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={errors.current}
            />
          )}
          <PasswordInput
            label="Nova senha"
            description={isMe ? 'Pelo menos 8 caracteres.' : 'Pelo menos 8 caracteres. Informe-a ao barbeiro.'}
            size="md"
            autoComplete="new-password"
            data-autofocus={!isMe || undefined}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.next}
          />
          <Button type="submit" size="md" loading={update.isPending}>
            {isMe ? 'Alterar senha' : 'Redefinir senha'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
