import type { QueryClient } from '@tanstack/react-query';
import { barberServicesQueryOptions } from '../../api/services/get-barber-services';
import { clearDraft, updateDraft } from '../../lib/draft/draft-storage';

/** Where "Agendar de novo" leads: the time step, or an earlier step when the barber or the service is no longer offered. */
export type BookAgainStep = '/agenda/horario' | '/agenda/servico' | '/agenda/barbeiro';

/**
 * Starts a new booking with an earlier one's barber and service (Agendar de novo, after a deposit was not paid in time):
 * the draft holds what is still offered, and the answer is the step to go to. The app's button and the server's answer to
 * its form without the app (server/booking-forms.ts) both go through here.
 */
export async function startBookingAgain(queryClient: QueryClient, barberId: string, serviceId: string): Promise<BookAgainStep> {
  const services = await queryClient.ensureQueryData(barberServicesQueryOptions(barberId));
  clearDraft();
  if (services.length === 0) return '/agenda/barbeiro';
  if (!services.some((service) => service.id === serviceId)) {
    updateDraft({ barberId });
    return '/agenda/servico';
  }
  updateDraft({ barberId, serviceId });
  return '/agenda/horario';
}
