import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The link back to Meus Dados above each of its three pages. */
const DATA_PAGE: string = '/administrador/dados';

export function DataBackLink() {
  return (
    <Anchor component={Link} to={DATA_PAGE} c="dimmed" size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Meus Dados
      </Group>
    </Anchor>
  );
}
