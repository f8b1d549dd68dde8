import { useRef } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CurrentPasswordInput, UsernameInput } from '../../../components/forms/AccountInputs';
import { ApiError } from '../../../lib/http/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { useTypedBeforeTakeover } from '../../../lib/page/typed-before-takeover';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onLoggedIn: () => void;
}

const REQUIRED = 'Preencha este campo.';

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: { username: (username) => (username.trim() ? null : REQUIRED), password: (password) => (password ? null : REQUIRED) },
  });
  const login = useLogin();
  // The login needs the app (the session lives in the browser's storage): Entrar and Mostrar senha wait for it, and what was
  // typed before it arrived is kept. The form is a POST so that nothing could ever send the password in an address.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeTakeover(formRef, (name, value) => (name === 'username' || name === 'password') && form.setFieldValue(name, value));

  // What sent the barber here ('Sessão inválida ou expirada.' of the call the server refused) is old news once logged in.
  const loggedIn = () => {
    notifications.clean();
    onLoggedIn();
  };

  const submit = form.onSubmit(
    ({ username, password }) =>
      login.mutate({ username: username.trim(), password }, { onSuccess: loggedIn, onError: (error) => showToast(loginFailure(error)) }),
    () => showToast({ title: 'Erro.', message: 'Preencha corretamente os campos.' }),
  );

  return (
    <Paper ref={formRef} component="form" method="post" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="md">
        <UsernameInput name="username" {...form.getInputProps('username')} />
        <CurrentPasswordInput
          label="Senha"
          name="password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar senha', disabled: !hydrated }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="lg" loading={login.isPending} disabled={!hydrated}>
          Entrar
        </Button>
        <Text className="without-js" size="sm" c="dimmed">
          Para entrar, ative o JavaScript do navegador.
        </Text>
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
