import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageShell } from '../layout/PageShell';

export function NotFound() {
  return (
    <PageShell title="Página não encontrada">
      <Stack gap="lg">
        <Text c="dimmed">O endereço acessado não existe.</Text>
        <Button component={Link} to="/">
          Voltar ao início
        </Button>
      </Stack>
    </PageShell>
  );
}
