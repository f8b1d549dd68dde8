import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { newPasswordProblem, usernameProblem } from '../../../lib/username-rules';
import { useCreateBarber } from '../api/create-barber';

interface AddBarberDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function AddBarberDialog({ opened, onClose }: AddBarberDialogProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null }>({});
  const create = useCreateBarber();

  const close = () => {
    setUsername('');
    setPassword('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { username: usernameProblem(username), password: newPasswordProblem(password) };
    setErrors(found);
    if (found.username || found.password) return;
    create.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Barbeiro adicionado.', tone: 'success' });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code.startsWith('USERNAME_')) setErrors({ username: error.message });
          showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Novo barbeiro" centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Usuário"
            description="É o nome que os clientes veem e o usado para entrar."
            size="md"
            autoComplete="off"
            data-autofocus
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
          />
          <PasswordInput
            label="Senha inicial"
            description="Pelo menos 8 caracteres. Ele pode trocá-la em Meus Dados."
            size="md"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" size="md" loading={create.isPending}>
            Adicionar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
