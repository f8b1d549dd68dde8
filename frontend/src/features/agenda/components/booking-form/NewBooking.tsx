import type { ComponentProps } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { showToast } from '../../../../lib/page/toast';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { toIsoDate } from '../../../../lib/time/iso-date';
import { useCreateAgendaBooking } from '../../api/create-agenda-booking';
import { BookingForm } from './BookingForm';
import type { AgendaBookingFields } from '../../../../api/types';

interface NewBookingProps {
  barberId: string;
  /** Booking a known client again: their name, phone and last service. */
  prefill?: ComponentProps<typeof BookingForm>['prefill'];
  /** A free slot of the agenda the walk-in starts from. */
  start?: ComponentProps<typeof BookingForm>['start'];
  /** A team member's agenda the owner books in (`?barbeiro=`): saving goes back to it. */
  barbeiro?: string;
}

/** A walk-in or phone booking; afterwards that day's agenda with it. The route loaded the shop and the barber's services. */
export function NewBooking({ barberId, prefill, start, barbeiro }: NewBookingProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const create = useCreateAgendaBooking(barberId);

  const save = async (fields: AgendaBookingFields) => {
    await create.mutateAsync(fields);
    showToast({ tone: 'success', title: 'Sucesso!', message: 'Agendamento criado.' });
    const day = toIsoDate(fields);
    // A walk-in from a free slot, kept on that day: Back brings the day back at the place it was left.
    if (start && toIsoDate(start.date) === day && router.history.canGoBack()) return router.history.back();
    await navigate({ to: '/administrador/minha-agenda', search: { dia: day, barbeiro } });
  };

  return <BookingForm barberId={barberId} today={shop.today} prefill={prefill} start={start} saving={create.isPending} onSave={save} />;
}
