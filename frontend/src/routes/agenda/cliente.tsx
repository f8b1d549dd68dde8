import { Anchor, Text } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ClientDataForm, type ClientData } from '../../components/forms/ClientDataForm';
import { ContinueButton } from '../../features/booking/components/ContinueButton';
import { useDraftGuard } from '../../features/booking/draft/use-draft-guard';
import { usePageNotice } from '../../features/booking/components/page-notice';
import { readDraft, updateDraft } from '../../lib/draft/draft-storage';
import { showToast } from '../../lib/page/toast';
import type { ValidationProblem } from '../../lib/validation/validation-problem';

export const Route = createFileRoute('/agenda/cliente')({
  // What the client typed before a reload, from the booking's draft (read here, not while the page renders).
  loader: (): ClientData => {
    const draft = readDraft();
    return { clientName: draft?.clientName ?? '', clientContact: draft?.clientContact ?? '' };
  },
  component: ClientStep,
});

function ClientStep() {
  const navigate = useNavigate();
  const allowed = useDraftGuard(['barberId', 'serviceId', 'day', 'month', 'year', 'hour']);
  const typed = Route.useLoaderData();
  const notice = usePageNotice();

  const next = (data: ClientData, problem: ValidationProblem | null) => {
    if (problem) {
      showToast(problem);
      return;
    }
    updateDraft(data);
    void navigate({ to: '/agenda/finalizar' });
  };

  return (
    <BookingStepLayout step={3} title="Seus dados">
      {allowed && (
        <ClientDataForm initial={typed} onChange={updateDraft} onSubmit={next} action="/agenda/cliente" initialErrors={notice?.fields}>
          <Text size="sm" c="dimmed">
            Seu nome e telefone servem só para este agendamento.{' '}
            <Anchor renderRoot={(props) => <Link to="/privacidade" {...props} />} size="sm" underline="always">
              Como cuidamos dos seus dados
            </Anchor>
          </Text>
          <ContinueButton />
        </ClientDataForm>
      )}
    </BookingStepLayout>
  );
}
