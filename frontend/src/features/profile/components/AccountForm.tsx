import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconAt, IconDeviceFloppy, IconUser } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../lib/toast';
import type { BarberAccount } from '../../session/types';
import { useUpdateProfile } from '../api/update-profile';
import { usernameProblem } from '../../../lib/username-rules';

/** Username and e-mail of the logged-in barber. */
export function AccountForm({ account }: { account: BarberAccount }) {
  const [username, setUsername] = useState(account.username);
  const [email, setEmail] = useState(account.email ?? '');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const unchanged = username.trim() === account.username && email.trim() === (account.email ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameProblem(username);
    setUsernameError(problem);
    if (problem) {
      showToast({ title: 'Usuário inválido', message: problem, duration: TOAST_DURATION.default });
      return;
    }
    update.mutate(
      { username: username.trim(), email: email.trim() || null },
      {
        onSuccess: () => showToast({ title: 'Sucesso!', message: 'Dados atualizados.', tone: 'success' }),
        onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Usuário"
          size="md"
          autoComplete="username"
          leftSection={<IconUser size={18} aria-hidden />}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={usernameError}
        />
        <TextInput
          label="E-mail"
          size="md"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com"
          leftSection={<IconAt size={18} aria-hidden />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={update.isPending} disabled={unchanged} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          Salvar dados
        </Button>
      </Stack>
    </form>
  );
}
