import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblem } from '../../../lib/username-rules';

interface PasswordErrors {
  current?: string;
  next?: string;
  confirmation?: string;
}

function checkPasswords(current: string, next: string, confirmation: string): PasswordErrors {
  return {
    current: current ? undefined : 'Informe a senha atual.',
    next: newPasswordProblem(next) ?? undefined,
    confirmation: next === confirmation ? undefined : 'As senhas não conferem.',
  };
}

/** Change the password, proving the current one. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswords(current, next, confirmation);
    setErrors(found);
    const first = found.current ?? found.next ?? found.confirmation;
    if (first) {
      showToast({ title: 'Senha inválida', message: first });
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          showToast({ title: 'Sucesso!', message: 'Senha alterada.', tone: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code.startsWith('CURRENT_PASSWORD')) setErrors({ current: error.message });
          showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Senha atual"
          size="md"
          autoComplete="current-password"
          leftSection={<IconLock size={18} aria-hidden />}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.current}
        />
        <PasswordInput
          label="Nova senha"
          description="Pelo menos 8 caracteres."
          size="md"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          error={errors.next}
        />
        <PasswordInput
          label="Confirme a nova senha"
          size="md"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
        />
        <Button type="submit" size="md" variant="light" loading={change.isPending}>
          Alterar senha
        </Button>
      </Stack>
    </form>
  );
}
