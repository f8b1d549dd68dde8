import { Avatar } from '@mantine/core';
import type { Barber } from '../../../api/types';

export function BarberAvatar({ barber }: { barber: Barber }) {
  return <Avatar src={barber.photoUrl} name={barber.displayName} alt="" size={56} color="brass" />;
}
