import { useState } from 'react';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { barberQueryOptions } from '../../../api/barbers/get-barber';
import { serviceQueryOptions } from '../../../api/services/get-service';
import type { ClientData } from '../../../components/ClientDataForm';
import { SummaryList } from '../../../components/SummaryList';
import { bookingWindowOf } from '../../../lib/booking-window';
import type { BookingDraft } from '../../../lib/draft-storage';
import type { Shop, WaitlistEntry } from '../../../api/types';
import { preselectedDays, waitlistDayChoices } from '../waitlist-days';
import { JoinWaitlistForm } from './JoinWaitlistForm';
import { WaitlistJoined } from './WaitlistJoined';

interface JoinWaitlistProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The booking's draft: the day chosen at the time step is checked. */
  draft: BookingDraft;
  initial: ClientData;
}

/** The join page: the barber and service of the booking under way, then the form; once sent, the confirmation. */
export function JoinWaitlist({ shop, barberId, serviceId, draft, initial }: JoinWaitlistProps) {
  const { data: barber } = useSuspenseQuery(barberQueryOptions(barberId));
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const [joined, setJoined] = useState<{ entry: WaitlistEntry; manageToken: string } | null>(null);
  const dayChoices = waitlistDayChoices(bookingWindowOf(shop));
  if (joined) return <WaitlistJoined {...joined} />;
  return (
    <>
      <Text>Sem horário livre que sirva? Entre na lista: se um horário abrir nos dias que você escolher, avisamos você.</Text>
      <SummaryList
        rows={[
          { term: 'Barbeiro', detail: barber.username },
          { term: 'Serviço', detail: service.name },
        ]}
      />
      <JoinWaitlistForm
        barberId={barberId}
        serviceId={serviceId}
        dayChoices={dayChoices}
        initialDays={preselectedDays(dayChoices, draft)}
        initial={initial}
        onJoined={setJoined}
      />
    </>
  );
}
