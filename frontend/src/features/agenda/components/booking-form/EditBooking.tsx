import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { showToast } from '../../../../lib/page/toast';
import { shopQueryOptions } from '../../../../api/shop/get-shop';
import { agendaMonthParams, MONTH_ROUTE } from '../../agenda-month';
import { agendaBookingQueryOptions } from '../../api/get-agenda-booking';
import { useUpdateAgendaBooking } from '../../api/update-agenda-booking';
import { BookingForm } from './BookingForm';
import type { AgendaBookingFields } from '../../../../api/types';

interface EditBookingProps {
  id: string;
  /** The day of Minha Agenda the form was opened from: saving goes back there, where the barber was. */
  returnTo?: { dia: string; barbeiro?: string };
  /** Opened with Mover: the form starts at the day and time. */
  moving: boolean;
}

/** Changes a booking (the owner's too, in a team member's agenda); its own time stays on offer. The route loaded it, the shop and the services. */
export function EditBooking({ id, returnTo, moving }: EditBookingProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: booking } = useSuspenseQuery(agendaBookingQueryOptions(id));
  const update = useUpdateAgendaBooking();

  const save = async (fields: AgendaBookingFields) => {
    await update.mutateAsync({ ...fields, id });
    showToast({ tone: 'success', title: 'Sucesso!', message: 'Agenda atualizada.' });
    if (!returnTo) return navigate({ to: MONTH_ROUTE, params: agendaMonthParams(fields) });
    // Back in the history brings the day back at the scroll position it had; a form opened by its address goes to that day.
    if (router.history.canGoBack()) return router.history.back();
    return navigate({ to: '/administrador/minha-agenda', search: returnTo });
  };

  return (
    <BookingForm
      key={booking.id}
      barberId={booking.user.id}
      today={shop.today}
      initial={booking}
      saving={update.isPending}
      onSave={save}
      focusDate={moving}
    />
  );
}
