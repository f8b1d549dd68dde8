import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What a team member sees on a page only the shop's owner runs (Equipe, Pagamentos): whose it is, and where to go instead. */
export function OwnerOnlyNotice({ title, description }: { title: string; description: string }) {
  return <EmptyState icon={<IconLock size={28} />} withIndicatorBackground title={title} description={description} />;
}
