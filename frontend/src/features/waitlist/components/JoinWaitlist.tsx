import { useState } from 'react';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { barberQueryOptions } from '../../../api/barbers/get-barber';
import { serviceQueryOptions } from '../../../api/services/get-service';
import type { ClientData } from '../../../components/forms/ClientDataForm';
import { SummaryList } from '../../../components/booking/SummaryList';
import { bookingWindowOf } from '../../../lib/time/booking-window';
import type { BookingDraft } from '../../../lib/draft/draft-storage';
import type { Shop, WaitlistEntry } from '../../../api/types';
import type { ClientDataErrors } from '../../../lib/validation/validate-client-data';
import { waitlistCalendarsQueryOptions } from '../api/get-waitlist-calendars';
import { choicesOf, wantedDays } from '../join-form';
import type { JoinSearch } from '../join-search';
import { daysThatCanOpen, waitlistDayChoices } from '../waitlist-days';
import { JoinWaitlistForm } from './JoinWaitlistForm';
import { WaitlistJoined } from './WaitlistJoined';

interface JoinWaitlistProps {
  shop: Shop;
  barberId: string;
  serviceId: string;
  /** The booking's draft: the day chosen at the time step is checked. */
  draft: BookingDraft;
  initial: ClientData;
  /** The days and part of the day the page's address asks for (a full day tapped in the calendar, a refused form's). */
  search: JoinSearch;
  /** The server's answer to that form: the problems under the fields. */
  initialErrors?: ClientDataErrors & { dias?: string };
}

/** The join page: the barber and service of the booking under way, then the form; once sent, the confirmation. */
export function JoinWaitlist({ shop, barberId, serviceId, draft, initial, search, initialErrors }: JoinWaitlistProps) {
  const { data: barber } = useSuspenseQuery(barberQueryOptions(barberId));
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const [joined, setJoined] = useState<{ entry: WaitlistEntry; manageToken: string } | null>(null);
  const wanted = wantedDays(search, draft);
  const [firstMonth, lastMonth] = waitlistCalendarsQueryOptions(shop, barberId, serviceId, wanted);
  const { data: firstCalendar } = useSuspenseQuery(firstMonth);
  const { data: lastCalendar } = useSuspenseQuery(lastMonth);
  const dayChoices = daysThatCanOpen(waitlistDayChoices(bookingWindowOf(shop), wanted), [firstCalendar, lastCalendar]);
  const initialDays = wanted.filter((day) => dayChoices.includes(day));
  if (joined) return <WaitlistJoined {...joined} />;
  return (
    <>
      <Text>Sem horário livre que sirva? Entre na lista: se um horário abrir nos dias que você escolher, avisamos você.</Text>
      <SummaryList
        rows={[
          { term: 'Barbeiro', detail: barber.displayName },
          { term: 'Serviço', detail: service.name },
        ]}
      />
      <JoinWaitlistForm
        barberId={barberId}
        serviceId={serviceId}
        dayChoices={dayChoices}
        initialDays={initialDays}
        initialPeriod={choicesOf(search).period}
        initial={initial}
        initialErrors={initialErrors}
        onJoined={setJoined}
      />
    </>
  );
}
