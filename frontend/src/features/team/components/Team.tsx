import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { meQueryOptions } from '../../../api/account/get-me';
import { AddBarberDialog } from './AddBarberDialog';
import { BackupDownload } from './BackupDownload';
import { OwnerOnlyNotice } from '../../../components/layout/OwnerOnlyNotice';
import { TeamList } from './TeamList';

/** Equipe: the owner adds, renames, resets and deactivates barbers, and downloads the newest backup; others see why they cannot. */
export function Team() {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const [adding, addDialog] = useDisclosure(false);

  if (me.role !== 'owner') {
    return (
      <OwnerOnlyNotice
        title="Apenas o dono da barbearia pode gerenciar a equipe."
        description="Seus próprios dados e sua senha ficam em Meus Dados."
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">Quem atende na barbearia.</Text>
        <Button size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addDialog.open} style={{ flexShrink: 0 }}>
          Novo barbeiro
        </Button>
      </Group>
      <TeamList myId={me.id} />
      <AddBarberDialog opened={adding} onClose={addDialog.close} />
      <BackupDownload />
    </Stack>
  );
}
