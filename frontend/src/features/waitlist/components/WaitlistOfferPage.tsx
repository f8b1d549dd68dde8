import type { FormEvent } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SummaryList } from '../../../components/booking/SummaryList';
import { ConnectionProblem } from '../../../components/page-states/ConnectionProblem';
import { formatBRL, formatWhen } from '../../../lib/format/format';
import { fromIsoDate } from '../../../lib/time/iso-date';
import { waitlistOfferQueryOptions } from '../api/get-waitlist-offer';
import { holdLabel } from '../offer-time-left';
import { takeFormKeyQueryOptions } from '../take-key';
import { useMinutesLeft } from '../use-minutes-left';
import { useTakeOffer } from '../use-take-offer';
import { OfferDeposit } from './OfferDeposit';
import { OfferGone } from './OfferGone';

/**
 * The page a waitlist push opens: the time offered, the service and its price, the deposit it asks if any, how long it is
 * held, and one tap to book it. Before the app has arrived
 * (or without JavaScript) the tap posts the page's form, which the server answers with the key the page was rendered with
 * (server/waitlist-offer-form.ts).
 */
export function WaitlistOfferPage({ token }: { token: string }) {
  const {
    data: { offer, deposit },
  } = useSuspenseQuery(waitlistOfferQueryOptions(token));
  const { data: formKey } = useSuspenseQuery(takeFormKeyQueryOptions(token));
  const minutes = useMinutesLeft(offer.expiresAt);
  const { take, taking, failure } = useTakeOffer(token);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take();
  };
  if (offer.status !== 'pending') return <OfferGone offer={offer} status={offer.status} />;
  if (minutes === 0 && !taking) return <OfferGone offer={offer} status="expired" />;

  return (
    <Stack renderRoot={(props) => <form {...props} method="post" action={`/agenda/espera/oferta/${token}`} onSubmit={submit} />} gap="lg">
      <input type="hidden" name="chave" value={formKey} />
      <div>
        <Title order={2}>Abriu um horário para você!</Title>
        <Text size="xl" fw={700} mt={4}>
          {formatWhen({ ...fromIsoDate(offer.date), hour: offer.hour })}
        </Text>
      </div>
      <SummaryList
        rows={[
          { term: 'Barbeiro', detail: offer.barber.displayName },
          { term: 'Serviço', detail: offer.service.name },
          { term: 'Valor', detail: formatBRL(offer.service.value) },
        ]}
      />
      <OfferDeposit deposit={deposit} />
      <Text role="status" fw={700} c="brass.3">
        {offer.broadcast ? 'Este horário foi oferecido a todos da lista: quem agendar primeiro leva.' : minutes !== null && holdLabel(minutes)}
      </Text>
      {failure && <ConnectionProblem message={failure} onRetry={take} retrying={taking} />}
      <div className="sticky-action">
        <Button type="submit" fullWidth size="lg" loading={taking}>
          Agendar este horário
        </Button>
      </div>
    </Stack>
  );
}
