import { Alert, Skeleton, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import { useShop } from '../../../api/shop/get-shop';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import { useAgendaAppointment } from '../api/get-appointment';
import { useUpdateAgendaAppointment } from '../api/update-agenda-appointment';
import type { AgendaAppointmentFields } from '../types';
import { AppointmentForm } from './AppointmentForm';

/** Changes an appointment (the owner's too, in a team member's agenda); its own time stays on offer. */
export function EditAppointment({ id }: { id: string }) {
  const navigate = useNavigate();
  const shop = useShop();
  const appointment = useAgendaAppointment(id);
  const update = useUpdateAgendaAppointment();

  const save = async (fields: AgendaAppointmentFields) => {
    await update.mutateAsync({ ...fields, id });
    showToast({ tone: 'success', title: 'Sucesso!', message: 'Agenda atualizada.' });
    await navigate({ to: MONTH_ROUTE, params: agendaMonthParams(fields) });
  };

  if (appointment.isError) {
    return (
      <Alert color="red" title="Erro!">
        {appointment.error.message}
      </Alert>
    );
  }
  if (!shop.data || !appointment.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={84} />
        <Skeleton height={84} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return (
    <AppointmentForm
      key={appointment.data.id}
      barberId={appointment.data.user.id}
      today={shop.data.today}
      initial={appointment.data}
      saving={update.isPending}
      onSave={save}
    />
  );
}
