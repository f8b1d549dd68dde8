import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import { agendaAppointmentQueryOptions } from '../api/get-appointment';
import { useUpdateAgendaAppointment } from '../api/update-agenda-appointment';
import { AppointmentForm } from './AppointmentForm';
import type { AgendaBookingFields } from '../../../api/types';

interface EditAppointmentProps {
  id: string;
  /** The day of Minha Agenda the form was opened from: saving goes back there, where the barber was. */
  returnTo?: { dia: string; barbeiro?: string };
  /** Opened with Mover: the form starts at the day and time. */
  moving: boolean;
}

/** Changes an appointment (the owner's too, in a team member's agenda); its own time stays on offer. The route loaded it, the shop and the services. */
export function EditAppointment({ id, returnTo, moving }: EditAppointmentProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: appointment } = useSuspenseQuery(agendaAppointmentQueryOptions(id));
  const update = useUpdateAgendaAppointment();

  const save = async (fields: AgendaBookingFields) => {
    await update.mutateAsync({ ...fields, id });
    showToast({ tone: 'success', title: 'Sucesso!', message: 'Agenda atualizada.' });
    if (!returnTo) return navigate({ to: MONTH_ROUTE, params: agendaMonthParams(fields) });
    // Back in the history brings the day back at the scroll position it had; a form opened by its address goes to that day.
    if (router.history.canGoBack()) return router.history.back();
    return navigate({ to: '/administrador/minha-agenda', search: returnTo });
  };

  return (
    <AppointmentForm
      key={appointment.id}
      barberId={appointment.user.id}
      today={shop.today}
      initial={appointment}
      saving={update.isPending}
      onSave={save}
      focusDate={moving}
    />
  );
}
