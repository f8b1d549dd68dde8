import { Button, Group, Modal, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format';
import type { ShopDate } from '../../../lib/time/shop-types';

interface DayWithBookingsModalProps {
  date: ShopDate | null;
  onConfirm: (date: ShopDate) => void;
  onCancel: () => void;
}

/** Asked before blocking a day that already has bookings: they stay on the agenda. */
export function DayWithBookingsModal({ date, onConfirm, onCancel }: DayWithBookingsModalProps) {
  return (
    <Modal opened={date !== null} onClose={onCancel} title="Este dia tem agendamentos" centered>
      {date && (
        <>
          <Text>
            Já existem clientes agendados em {formatDate(date.day, date.month, date.year)}. Eles continuam na sua agenda; novos agendamentos deixam de
            ser aceitos. Deseja adicionar o dia mesmo assim?
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button onClick={() => onConfirm(date)}>Adicionar mesmo assim</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
