import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export function DoubleTimeNote() {
  return (
    <Alert variant="light" color="brass" icon={<IconInfoCircle aria-hidden />}>
      O serviço de Corte + Barba ocupa dois horários de 30min, portanto deve escolher seu horário e verificar se o próximo está livre, por exemplo se
      escolheu 10:00, verifique se 10:30 está livre.
    </Alert>
  );
}
