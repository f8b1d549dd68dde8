import { Alert, Button, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { updateDraft } from '../../../lib/draft/draft-storage';
import type { WaitlistOffer } from '../../../api/types';

const GONE_TEXT = {
  expired: { title: 'O tempo para agendar acabou', text: 'Este horário foi oferecido ao próximo da lista.' },
  withdrawn: { title: 'Este horário já foi agendado', text: 'Outra pessoa da lista agendou este horário primeiro.' },
  taken: { title: 'Você já agendou este horário', text: 'O agendamento está feito: veja-o em Consultar.' },
};

/** An offer that can no longer be taken: why, and the way to choose another time with the same barber and service. */
export function OfferGone({ offer, status }: { offer: WaitlistOffer; status: keyof typeof GONE_TEXT }) {
  const navigate = useNavigate();
  const { title, text } = GONE_TEXT[status];
  const chooseAnother = () => {
    updateDraft({ barberId: offer.barber.id, serviceId: offer.service.id });
    void navigate({ to: '/agenda/horario' });
  };
  return (
    <Stack gap="lg">
      <Alert color={status === 'taken' ? 'teal' : 'yellow'} title={title} role="status">
        {text}
      </Alert>
      {status === 'taken' ? (
        <Button component={Link} to="/agenda/consultar">
          Consultar meus agendamentos
        </Button>
      ) : (
        <Button onClick={chooseAnother}>Escolher outro horário</Button>
      )}
      <Button component={Link} to="/" variant="default">
        Voltar ao início
      </Button>
    </Stack>
  );
}
