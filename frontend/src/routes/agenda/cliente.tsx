import { Anchor, Text } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { BookingStepLayout } from '../../features/booking/components/BookingStepLayout';
import { ClientDataForm, type ClientData } from '../../components/ClientDataForm';
import { ContinueButton } from '../../features/booking/components/ContinueButton';
import { useDraft } from '../../features/booking/use-draft';
import { useDraftGuard } from '../../features/booking/use-draft-guard';
import { updateDraft } from '../../lib/draft-storage';
import { showToast } from '../../lib/toast';
import type { ValidationProblem } from '../../lib/validation-problem';

export const Route = createFileRoute('/agenda/cliente')({
  component: ClientStep,
});

function ClientStep() {
  const navigate = useNavigate();
  const allowed = useDraftGuard(['user', 'job', 'day', 'month', 'year', 'hour']);
  const draft = useDraft();

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
        <ClientDataForm initial={{ clientName: draft?.clientName ?? '', clientContact: draft?.clientContact ?? '' }} onSubmit={next}>
          <Text size="sm" c="dimmed">
            Seu nome e telefone servem só para este agendamento.{' '}
            <Anchor renderRoot={(props) => <Link to="/privacidade" {...props} />} size="sm">
              Como cuidamos dos seus dados
            </Anchor>
          </Text>
          <ContinueButton />
        </ClientDataForm>
      )}
    </BookingStepLayout>
  );
}
