import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UsernameInput } from '../../../components/forms/AccountInputs';
import { showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { usernameProblem } from '../../../lib/validation/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { BarberAccount } from '../../../api/types';

interface RenameBarberDialogProps {
  member: BarberAccount;
  onClose: () => void;
}

export function RenameBarberDialog({ member, onClose }: RenameBarberDialogProps) {
  const form = useForm({ initialValues: { username: member.username }, validate: { username: usernameProblem } });
  const update = useUpdateBarber();

  const submit = form.onSubmit(({ username }) =>
    update.mutate(
      { id: member.id, changes: { username: username.trim() } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Nome alterado.', tone: 'success' });
          onClose();
        },
        onError: (failure) => {
          showServerErrorUnderField(form, failure, { USERNAME_: 'username' });
          showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Renomear ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UsernameInput label="Novo usuário" autoComplete="off" leftSection={undefined} data-autofocus {...form.getInputProps('username')} />
          <Button type="submit" size="md" loading={update.isPending} disabled={form.values.username.trim() === member.username}>
            Salvar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
