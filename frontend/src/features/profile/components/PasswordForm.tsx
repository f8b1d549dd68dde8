import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CurrentPasswordInput, NewPasswordInput } from '../../../components/forms/AccountInputs';
import { firstFormError, showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { confirmationProblem, currentPasswordProblem, newPasswordProblem } from '../../../lib/validation/username-rules';
import { useChangePassword } from '../api/change-password';

/** Change the password, proving the current one. */
export function PasswordForm() {
  const form = useForm({
    initialValues: { current: '', next: '', confirmation: '' },
    validate: {
      current: currentPasswordProblem,
      next: newPasswordProblem,
      confirmation: (confirmation, values) => confirmationProblem(values.next, confirmation),
    },
  });
  const change = useChangePassword();

  const submit = form.onSubmit(
    ({ current, next }) =>
      change.mutate(
        { currentPassword: current, newPassword: next },
        {
          onSuccess: () => {
            form.reset();
            showToast({ title: 'Sucesso!', message: 'Senha alterada.', tone: 'success' });
          },
          onError: (error) => {
            // The server's only other refusal here is a new password easy to guess (400 VALIDATION_ERROR).
            showServerErrorUnderField(form, error, { CURRENT_PASSWORD: 'current', VALIDATION_ERROR: 'next' });
            showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
          },
        },
      ),
    (errors) => showToast({ title: 'Senha inválida', message: firstFormError(errors, ['current', 'next', 'confirmation']) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CurrentPasswordInput {...form.getInputProps('current')} />
        <NewPasswordInput {...form.getInputProps('next')} />
        <PasswordInput label="Confirme a nova senha" size="lg" autoComplete="new-password" {...form.getInputProps('confirmation')} />
        <Button type="submit" size="md" variant="light" loading={change.isPending}>
          Alterar senha
        </Button>
      </Stack>
    </form>
  );
}
