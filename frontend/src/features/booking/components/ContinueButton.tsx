import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

interface ContinueButtonProps {
  /** Without a handler the button submits its form. */
  onClick?: () => void;
}

/** The step's Continuar, kept in reach at the bottom of a phone's screen (global.css, sticky-action). */
export function ContinueButton({ onClick }: ContinueButtonProps) {
  return (
    <div className="sticky-action">
      <Button type={onClick ? 'button' : 'submit'} fullWidth rightSection={<IconArrowRight size={20} aria-hidden />} onClick={onClick}>
        Continuar
      </Button>
    </div>
  );
}
