import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CurrentPasswordInput, NewPasswordInput } from '../../../components/forms/AccountInputs';
import { showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { currentPasswordProblem, NEW_PASSWORD_HINT, newPasswordProblem } from '../../../lib/validation/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { BarberAccount } from '../../../api/types';

interface ResetPasswordDialogProps {
  member: BarberAccount;
  /** The owner's own card: a new password of one's own needs the current one. */
  isMe: boolean;
  onClose: () => void;
}

export function ResetPasswordDialog({ member, isMe, onClose }: ResetPasswordDialogProps) {
  const form = useForm({
    initialValues: { current: '', password: '' },
    validate: { current: (current) => (isMe ? currentPasswordProblem(current) : null), password: newPasswordProblem },
  });
  const update = useUpdateBarber();

  const submit = form.onSubmit(({ current, password }) =>
    update.mutate(
      { id: member.id, changes: isMe ? { password, currentPassword: current } : { password } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: isMe ? 'Senha alterada.' : 'Senha redefinida.', tone: 'success' });
          onClose();
        },
        onError: (failure) => {
          // The server's only other refusal here is a new password easy to guess (400 VALIDATION_ERROR).
          showServerErrorUnderField(form, failure, { CURRENT_PASSWORD: 'current', VALIDATION_ERROR: 'password' });
          showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={isMe ? 'Trocar a minha senha' : `Nova senha de ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isMe && <CurrentPasswordInput leftSection={undefined} data-autofocus {...form.getInputProps('current')} />}
          <NewPasswordInput
            description={isMe ? NEW_PASSWORD_HINT : `${NEW_PASSWORD_HINT} Informe-a ao barbeiro.`}
            data-autofocus={!isMe || undefined}
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={update.isPending}>
            {isMe ? 'Alterar senha' : 'Redefinir senha'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
