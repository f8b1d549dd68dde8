import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** "Gerenciar": the manage page of a booking made on this device (its token is in this device's storage). Full width, 44 px. */
export function ManageLink({ token }: { token: string }) {
  return (
    <Button
      renderRoot={(props) => <Link to="/agenda/gerenciar/$token" params={{ token }} {...props} />}
      variant="default"
      size="md"
      h={44}
      fullWidth
      leftSection={<IconSettings size={18} aria-hidden />}
    >
      Gerenciar
    </Button>
  );
}
