import type { ReactNode } from 'react';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import classes from './PageShell.module.css';

interface PageShellProps {
  title?: string;
  /** Shows the Voltar button when given. */
  onBack?: () => void;
  /** Content between the Voltar button and the title, such as a step indicator. */
  header?: ReactNode;
  children: ReactNode;
}

export function PageShell({ title, onBack, header, children }: PageShellProps) {
  return (
    <Container size={560} px="md" py="md" className={classes.shell}>
      <Stack gap="lg">
        {onBack && (
          <Button
            variant="subtle"
            color="gray"
            size="md"
            leftSection={<IconArrowLeft size={20} aria-hidden />}
            onClick={onBack}
            className={classes.back}
          >
            Voltar
          </Button>
        )}
        {header}
        {title && (
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        )}
        <main>{children}</main>
      </Stack>
    </Container>
  );
}
