import type { QueryClient } from '@tanstack/react-query';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { barbersQueryOptions } from './api/get-barbers';

/** The barbers a client may choose: those with at least one service (the barber step, in the app and in the server's form). */
export async function bookableBarbers(queryClient: QueryClient) {
  const barbers = await queryClient.ensureQueryData(barbersQueryOptions());
  const services = await Promise.all(barbers.map((barber) => queryClient.ensureQueryData(barberServicesQueryOptions(barber.id))));
  return barbers.filter((_, index) => services[index].length > 0);
}
