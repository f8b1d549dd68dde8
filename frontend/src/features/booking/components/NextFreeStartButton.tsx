import { Button } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import type { BookingWindow } from '../../../lib/time/booking-window';
import { showToast } from '../../../lib/page/toast';
import { useNextFreeStart, type FreeStart } from '../steps/use-next-free-start';

interface NextFreeStartButtonProps {
  barberId: string;
  serviceId: string;
  window: BookingWindow;
  onFound: (found: FreeStart) => void;
}

/**
 * The time step's Próximo horário livre: the first free start time of the booking window, or a toast when there is none.
 * Sent without the app, it is the form's `proximo`, which the server answers.
 */
export function NextFreeStartButton({ barberId, serviceId, window, onFound }: NextFreeStartButtonProps) {
  const nextFreeStart = useNextFreeStart(barberId, serviceId, window);

  const findNextFreeStart = async () => {
    const found = await nextFreeStart.find().catch(() => null);
    if (!found) {
      showToast({ title: 'Sem horários livres', message: 'Não encontramos horário livre nos próximos dias.' });
      return;
    }
    onFound(found);
  };

  return (
    <Button
      type="submit"
      name="proximo"
      variant="light"
      leftSection={<IconPlayerTrackNext size={20} aria-hidden />}
      loading={nextFreeStart.searching}
      onClick={(event) => {
        event.preventDefault();
        void findNextFreeStart();
      }}
    >
      Próximo horário livre
    </Button>
  );
}
