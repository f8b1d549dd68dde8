import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconDeviceFloppy } from '@tabler/icons-react';
import { DisplayNameInput, UsernameInput } from '../../../components/forms/AccountInputs';
import { firstFormProblem, showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { displayNameProblem, usernameProblem } from '../../../lib/validation/username-rules';
import { useUpdateProfile } from '../api/update-profile';
import type { BarberAccount } from '../../../api/types';

/** The name clients see, the username (the login) and e-mail of the logged-in barber. */
export function AccountForm({ account }: { account: BarberAccount }) {
  const form = useForm({
    initialValues: { displayName: account.displayName, username: account.username, email: account.email ?? '' },
    validate: { displayName: displayNameProblem, username: usernameProblem },
  });
  const update = useUpdateProfile();
  const { displayName, username, email } = form.values;
  const unchanged = displayName.trim() === account.displayName && username.trim() === account.username && email.trim() === (account.email ?? '');

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { displayName: values.displayName.trim(), username: values.username.trim(), email: values.email.trim() || null },
        {
          onSuccess: () => showToast({ title: 'Sucesso!', message: 'Dados atualizados.', tone: 'success' }),
          onError: (error) => {
            showServerErrorUnderField(form, error, { USERNAME_: 'username', DISPLAY_NAME_: 'displayName' });
            showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
          },
        },
      ),
    (errors) => {
      const problem = firstFormProblem(errors, { displayName: 'Nome inválido', username: 'Usuário inválido' });
      if (problem) showToast({ ...problem, duration: TOAST_DURATION.default });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DisplayNameInput {...form.getInputProps('displayName')} />
        <UsernameInput description="Para entrar na área do barbeiro." {...form.getInputProps('username')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com"
          leftSection={<IconAt size={18} aria-hidden />}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={update.isPending} disabled={unchanged} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          Salvar dados
        </Button>
      </Stack>
    </form>
  );
}
