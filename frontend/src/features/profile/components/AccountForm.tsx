import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconDeviceFloppy } from '@tabler/icons-react';
import { UsernameInput } from '../../../components/forms/AccountInputs';
import { firstFormError, showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { usernameProblem } from '../../../lib/validation/username-rules';
import { useUpdateProfile } from '../api/update-profile';
import type { BarberAccount } from '../../../api/types';

/** Username and e-mail of the logged-in barber. */
export function AccountForm({ account }: { account: BarberAccount }) {
  const form = useForm({ initialValues: { username: account.username, email: account.email ?? '' }, validate: { username: usernameProblem } });
  const update = useUpdateProfile();
  const { username, email } = form.values;
  const unchanged = username.trim() === account.username && email.trim() === (account.email ?? '');

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { username: values.username.trim(), email: values.email.trim() || null },
        {
          onSuccess: () => showToast({ title: 'Sucesso!', message: 'Dados atualizados.', tone: 'success' }),
          onError: (error) => {
            showServerErrorUnderField(form, error, { USERNAME_: 'username' });
            showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
          },
        },
      ),
    (errors) => showToast({ title: 'Usuário inválido', message: firstFormError(errors, ['username']), duration: TOAST_DURATION.default }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UsernameInput {...form.getInputProps('username')} />
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
