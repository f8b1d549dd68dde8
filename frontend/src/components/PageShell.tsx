import type { ReactNode } from 'react';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { OfflineBanner } from './OfflineBanner';
import { useInsidePageFrame } from './page-frame';
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
  const framed = useInsidePageFrame();
  const Content = framed ? 'div' : 'main';
  return (
    <Container size={560} px={framed ? 0 : 'md'} py={framed ? 0 : 'md'} className={framed ? undefined : classes.shell}>
      <Stack gap="lg">
        {!framed && <OfflineBanner />}
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
        <Content>{children}</Content>
      </Stack>
    </Container>
  );
}
