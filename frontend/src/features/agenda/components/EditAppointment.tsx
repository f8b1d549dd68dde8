import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import { agendaAppointmentQueryOptions } from '../api/get-appointment';
import { useUpdateAgendaAppointment } from '../api/update-agenda-appointment';
import { AppointmentForm } from './AppointmentForm';
import type { AgendaAppointmentFields } from '../../../api/types';

/** Changes an appointment (the owner's too, in a team member's agenda); its own time stays on offer. The route loaded it, the shop and the services. */
export function EditAppointment({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: appointment } = useSuspenseQuery(agendaAppointmentQueryOptions(id));
  const update = useUpdateAgendaAppointment();

  const save = async (fields: AgendaAppointmentFields) => {
    await update.mutateAsync({ ...fields, id });
    showToast({ tone: 'success', title: 'Sucesso!', message: 'Agenda atualizada.' });
    await navigate({ to: MONTH_ROUTE, params: agendaMonthParams(fields) });
  };

  return (
    <AppointmentForm
      key={appointment.id}
      barberId={appointment.user.id}
      today={shop.today}
      initial={appointment}
      saving={update.isPending}
      onSave={save}
    />
  );
}
