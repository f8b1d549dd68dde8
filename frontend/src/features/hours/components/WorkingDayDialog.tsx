import { Modal } from '@mantine/core';
import { WEEKDAYS } from '../types';
import type { WorkingDay } from '../../../api/types';
import { WorkingDayForm } from './WorkingDayForm';

interface WorkingDayDialogProps {
  barberId: string;
  /** The weekday being edited; null closes the dialog. */
  day: WorkingDay | null;
  onClose: () => void;
}

/** Edits one weekday: open or off, when it opens and closes, and its breaks. */
export function WorkingDayDialog({ barberId, day, onClose }: WorkingDayDialogProps) {
  return (
    <Modal opened={day !== null} onClose={onClose} title={day ? `Horário de ${WEEKDAYS[day.weekday].toLowerCase()}` : ''} centered>
      {/* Keyed by weekday: each opening starts from that day's stored hours. */}
      {day && <WorkingDayForm key={day.weekday} barberId={barberId} day={day} onDone={onClose} />}
    </Modal>
  );
}
