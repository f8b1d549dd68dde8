import { Button, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CurrentPasswordInput, UsernameInput } from '../../../components/AccountInputs';
import { ApiError } from '../../../lib/api-client';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
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
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="md">
        <UsernameInput {...form.getInputProps('username')} />
        <CurrentPasswordInput label="Senha" {...form.getInputProps('password')} />
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
