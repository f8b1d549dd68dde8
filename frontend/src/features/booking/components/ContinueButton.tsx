import type { FormEvent, ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

/** The step's Continuar, kept in reach at the bottom of a phone's screen (global.css, sticky-action): it sends its form. */
export function ContinueButton() {
  return (
    <div className="sticky-action">
      <Button type="submit" name="continuar" fullWidth rightSection={<IconArrowRight size={20} aria-hidden />}>
        Continuar
      </Button>
    </div>
  );
}

interface StepFormProps {
  /** The step's address: sent there without the app, the form is answered by the server (server/booking-forms.ts). */
  action: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A choice step's form: the app answers it at once; before the app has arrived it is a plain GET form the server answers. */
export function StepForm({ action, onSubmit, children }: StepFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="get" action={action} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}
