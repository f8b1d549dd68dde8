import { Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { showToast } from '../../../lib/page/toast';
import { useDownloadLatestBackup } from '../api/download-latest-backup';

/** The owner keeps a copy of the newest backup somewhere other than the server. */
export function BackupDownload() {
  const download = useDownloadLatestBackup();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Backup
      </Title>
      <Text size="sm" c="dimmed">
        A barbearia faz uma cópia de todos os dados todo dia de madrugada. Baixe a mais recente e guarde fora do servidor (em outro computador ou na
        nuvem): ela tem os nomes e telefones dos clientes, então guarde com cuidado.
      </Text>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onError: (error) => showToast({ title: 'Erro!', message: error.message }) })}
        style={{ alignSelf: 'flex-start' }}
      >
        Baixar o último backup
      </Button>
    </Stack>
  );
}
