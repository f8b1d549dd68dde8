import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { ACCEPTED_PHOTO_TYPES, photoProblem } from '../photo-rules';
import type { BarberAccount } from '../../../api/types';

/** The barber's photo, as clients see it in step 1, with upload and remove. */
export function ProfilePhoto({ account }: { account: BarberAccount }) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  const send = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      showToast({ title: 'Foto inválida', message: problem, duration: TOAST_DURATION.default });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showToast({ title: 'Sucesso!', message: 'Foto atualizada.', tone: 'success' }),
      onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
    });
  };

  const removePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => showToast({ title: 'Sucesso!', message: 'Foto removida.', tone: 'success' }),
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={account.photoUrl} name={account.username} alt={account.photoUrl ? 'Sua foto' : undefined} size={96} color="brass" />
      <Stack gap="xs" miw={0}>
        <FileButton onChange={send} accept={ACCEPTED_PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="sm" variant="light" loading={upload.isPending} leftSection={<IconPhotoUp size={18} aria-hidden />}>
              {account.photoUrl ? 'Trocar foto' : 'Enviar foto'}
            </Button>
          )}
        </FileButton>
        {account.photoUrl && (
          <Button
            size="sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={removePhoto}
          >
            Remover foto
          </Button>
        )}
        <Text size="xs" c="dimmed">
          JPEG, PNG ou WebP, até 2 MB.
        </Text>
      </Stack>
    </Group>
  );
}
