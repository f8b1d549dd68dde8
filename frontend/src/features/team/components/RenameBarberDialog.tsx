import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DisplayNameInput, UsernameInput } from '../../../components/forms/AccountInputs';
import { showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { displayNameProblem, usernameProblem } from '../../../lib/validation/username-rules';
import { useUpdateBarber } from '../api/update-barber';
import type { BarberAccount } from '../../../api/types';

interface RenameBarberDialogProps {
  member: BarberAccount;
  onClose: () => void;
}

/** The member's names: the one clients see and the login. */
export function RenameBarberDialog({ member, onClose }: RenameBarberDialogProps) {
  const form = useForm({
    initialValues: { displayName: member.displayName, username: member.username },
    validate: { displayName: displayNameProblem, username: usernameProblem },
  });
  const update = useUpdateBarber();
  const unchanged = form.values.displayName.trim() === member.displayName && form.values.username.trim() === member.username;

  const submit = form.onSubmit(({ displayName, username }) =>
    update.mutate(
      { id: member.id, changes: { displayName: displayName.trim(), username: username.trim() } },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Nome alterado.', tone: 'success' });
          onClose();
        },
        onError: (failure) => {
          showServerErrorUnderField(form, failure, { USERNAME_: 'username', DISPLAY_NAME_: 'displayName' });
          showToast({ title: 'Erro!', message: failure.message, duration: TOAST_DURATION.default });
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Renomear ${member.username}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DisplayNameInput autoComplete="off" leftSection={undefined} data-autofocus {...form.getInputProps('displayName')} />
          <UsernameInput label="Usuário" autoComplete="off" leftSection={undefined} {...form.getInputProps('username')} />
          <Button type="submit" size="md" loading={update.isPending} disabled={unchanged}>
            Salvar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
