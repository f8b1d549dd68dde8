import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NewPasswordInput, UsernameInput } from '../../../components/forms/AccountInputs';
import { showServerErrorUnderField } from '../../../lib/validation/form-errors';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { NEW_PASSWORD_HINT, newPasswordProblem, usernameProblem } from '../../../lib/validation/username-rules';
import { useCreateBarber } from '../api/create-barber';

interface AddBarberDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function AddBarberDialog({ opened, onClose }: AddBarberDialogProps) {
  const form = useForm({ initialValues: { username: '', password: '' }, validate: { username: usernameProblem, password: newPasswordProblem } });
  const create = useCreateBarber();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(({ username, password }) =>
    create.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          showToast({ title: 'Sucesso!', message: 'Barbeiro adicionado.', tone: 'success' });
          close();
        },
        onError: (error) => {
          showServerErrorUnderField(form, error, { USERNAME_: 'username' });
          showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default });
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Novo barbeiro" centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UsernameInput
            description="É o nome que os clientes veem e o usado para entrar."
            autoComplete="off"
            leftSection={undefined}
            data-autofocus
            {...form.getInputProps('username')}
          />
          <NewPasswordInput
            label="Senha inicial"
            description={`${NEW_PASSWORD_HINT} Ele pode trocá-la em Meus Dados.`}
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={create.isPending}>
            Adicionar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
