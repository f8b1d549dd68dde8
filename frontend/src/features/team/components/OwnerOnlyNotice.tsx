import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export function OwnerOnlyNotice() {
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      withIndicatorBackground
      title="Apenas o dono da barbearia pode gerenciar a equipe."
      description="Seus próprios dados e sua senha ficam em Meus Dados."
    />
  );
}
