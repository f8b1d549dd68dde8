import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      showToast({ title: 'Erro.', message: 'Preencha corretamente os campos.' });
      return;
    }
    login.mutate({ username: username.trim(), password }, { onSuccess: onLoggedIn, onError: (error) => showToast(loginFailure(error)) });
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="md">
        <TextInput
          label="Usuário"
          autoComplete="username"
          size="md"
          leftSection={<IconUser size={18} aria-hidden />}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" size="lg" loading={login.isPending}>
          Entrar
        </Button>
      </Stack>
    </Paper>
  );
}

function loginFailure(error: Error) {
  if (error instanceof ApiError && error.status === 401) {
    return { title: 'Falha na autenticação', message: 'Usuário ou senha incorretos.' };
  }
  return { title: 'Falha na autenticação', message: error.message, duration: TOAST_DURATION.default };
}
