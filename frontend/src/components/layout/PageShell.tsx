import type { ReactNode } from 'react';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { OfflineBanner } from '../page-states/OfflineBanner';
import { useInsidePageFrame } from './page-frame';
import classes from './PageShell.module.css';

interface PageShellProps {
  title?: string;
  /** Shows the Voltar button when given. */
  onBack?: () => void;
  /** Where Voltar leads before the app has arrived (a plain form sent to that address): the page above by default, '/'. */
  backTo?: string;
  /** Content between the Voltar button and the title, such as a step indicator. */
  header?: ReactNode;
  children: ReactNode;
}

export function PageShell({ title, onBack, backTo = '/', header, children }: PageShellProps) {
  const framed = useInsidePageFrame();
  const Content = framed ? 'div' : 'main';
  return (
    <Container size={560} px={framed ? 0 : 'md'} py={framed ? 0 : 'md'} className={framed ? undefined : classes.shell}>
      <Stack gap="lg">
        {!framed && <OfflineBanner />}
        {onBack && (
          <BackForm to={backTo}>
            <Button
              type="submit"
              variant="subtle"
              color="gray"
              size="md"
              leftSection={<IconArrowLeft size={20} aria-hidden />}
              onClick={(event) => {
                event.preventDefault();
                onBack();
              }}
              className={classes.back}
              data-toast-clear
            >
              Voltar
            </Button>
          </BackForm>
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

/**
 * A GET form to `to` around a button: before the app has arrived, or without JavaScript, the button leads there as a link
 * would (the button stays a button: the app's tap goes back in history).
 */
export function BackForm({ to, wide = false, children }: { to: string; wide?: boolean; children: ReactNode }) {
  const [action, query = ''] = to.split('?');
  return (
    <form method="get" action={action} className={wide ? classes.wide : classes.backForm}>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
