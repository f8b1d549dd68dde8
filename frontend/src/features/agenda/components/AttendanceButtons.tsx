import { Button, type MantineSize } from '@mantine/core';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { showToast } from '../../../lib/page/toast';
import { useMarkAttendance, type Attendance } from '../api/mark-attendance';
import type { Booking } from '../../../api/types';

const MARKS = [
  { attendance: 'attended', label: 'Compareceu', color: 'teal', Icon: IconUserCheck },
  { attendance: 'no_show', label: 'Faltou', color: 'red', Icon: IconUserX },
] as const satisfies readonly { attendance: Attendance; label: string; color: string; Icon: typeof IconUserCheck }[];

interface AttendanceButtonsProps {
  booking: Booking;
  size?: MantineSize;
  /** Once a mark is set (not cleared): the day's sheet closes, its row shows the mark. */
  onMarked?: () => void;
}

/** Compareceu / Faltou on a past booking; tapping the current mark again clears it. */
export function AttendanceButtons({ booking, size = 'sm', onMarked }: AttendanceButtonsProps) {
  const mark = useMarkAttendance();
  const choose = (attendance: Attendance) => {
    const next = booking.attendance === attendance ? null : attendance;
    mark.mutate(
      { id: booking.id, attendance: next },
      {
        onSuccess: () => next && onMarked?.(),
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    );
  };
  return (
    <>
      {MARKS.map(({ attendance, label, color, Icon }) => (
        <Button
          key={attendance}
          size={size}
          variant={booking.attendance === attendance ? 'filled' : 'default'}
          color={color}
          leftSection={<Icon size={16} aria-hidden />}
          aria-pressed={booking.attendance === attendance}
          loading={mark.isPending && (mark.variables?.attendance ?? booking.attendance) === attendance}
          onClick={() => choose(attendance)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
