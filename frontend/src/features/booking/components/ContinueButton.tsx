import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

interface ContinueButtonProps {
  /** Without a handler the button submits its form. */
  onClick?: () => void;
}

export function ContinueButton({ onClick }: ContinueButtonProps) {
  return (
    <Button type={onClick ? 'button' : 'submit'} fullWidth mt="md" rightSection={<IconArrowRight size={20} aria-hidden />} onClick={onClick}>
      Continuar
    </Button>
  );
}
