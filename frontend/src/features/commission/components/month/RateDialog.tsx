import { Divider, Modal, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { ratesQueryOptions } from '../../api/get-rates';
import { RateForm } from './RateForm';
import { RateHistory } from './RateHistory';

interface RateDialogProps {
  barber: { id: string; name: string } | null;
  today: ShopDate;
  onClose: () => void;
}

/** The owner's rates of one barber: the history, and a new one from a day. */
export function RateDialog({ barber, today, onClose }: RateDialogProps) {
  const rates = useQuery({ ...ratesQueryOptions(barber?.id ?? ''), enabled: barber != null });
  return (
    <Modal opened={barber != null} onClose={onClose} title={barber ? `Taxa de ${barber.name}` : ''} centered radius="lg">
      {barber && (
        <Stack gap="md">
          <RateHistory barberId={barber.id} />
          <Divider />
          <Title order={3} size="h5">
            Nova taxa
          </Title>
          <RateForm barberId={barber.id} today={today} firstRate={rates.data?.rateMissing ?? false} onSaved={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
