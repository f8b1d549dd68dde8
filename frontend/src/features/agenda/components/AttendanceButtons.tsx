import { Button } from '@mantine/core';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { showToast } from '../../../lib/toast';
import type { Appointment } from '../../appointments/types';
import { useMarkAttendance, type Attendance } from '../api/mark-attendance';

/** Compareceu / Faltou on a past appointment; tapping the current mark again clears it. */
export function AttendanceButtons({ appointment }: { appointment: Appointment }) {
  const mark = useMarkAttendance();
  const choose = (attendance: Attendance) =>
    mark.mutate(
      { id: appointment.id, attendance: appointment.attendance === attendance ? null : attendance },
      { onError: (error) => showToast({ title: 'Erro!', message: error.message }) },
    );
  return (
    <>
      <Button
        size="sm"
        variant={appointment.attendance === 'attended' ? 'filled' : 'default'}
        color="teal"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        aria-pressed={appointment.attendance === 'attended'}
        loading={mark.isPending && mark.variables?.attendance !== 'no_show'}
        onClick={() => choose('attended')}
      >
        Compareceu
      </Button>
      <Button
        size="sm"
        variant={appointment.attendance === 'no_show' ? 'filled' : 'default'}
        color="red"
        leftSection={<IconUserX size={16} aria-hidden />}
        aria-pressed={appointment.attendance === 'no_show'}
        loading={mark.isPending && mark.variables?.attendance === 'no_show'}
        onClick={() => choose('no_show')}
      >
        Faltou
      </Button>
    </>
  );
}
