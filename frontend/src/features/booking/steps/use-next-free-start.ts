import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromIsoDate, monthsFromTo } from '../../../lib/time/iso-date';
import type { BookingWindow } from '../../../lib/time/booking-window';
import type { ShopDate } from '../../../lib/time/shop-types';
import { availabilityQueryOptions } from '../../../api/availability/get-availability';
import { monthAvailabilityQueryOptions } from '../../../api/availability/get-month-availability';

export interface FreeStart {
  date: ShopDate;
  hour: number;
}

/**
 * "Próximo horário livre": the first bookable start of a barber's service inside the booking window, searching the
 * calendar month by month (one request a month), then that day's times. Null when the whole window is full or closed.
 * The app's button and the server's answer to that button sent without the app (server/booking-forms.ts) both use it.
 */
export async function findNextFreeStart(
  queryClient: QueryClient,
  barberId: string,
  serviceId: string,
  window: BookingWindow,
): Promise<FreeStart | null> {
  for (const month of monthsFromTo(window.first, window.last)) {
    const calendar = await queryClient.fetchQuery(monthAvailabilityQueryOptions({ barberId, serviceId, ...month }));
    for (const freeDay of calendar.days.filter((day) => day.freeStarts > 0)) {
      const date = fromIsoDate(freeDay.date);
      const { slots } = await queryClient.fetchQuery(availabilityQueryOptions({ barberId, serviceId, ...date }));
      if (slots.length > 0) return { date, hour: slots[0].hour };
    }
  }
  return null;
}

/** The time step's "Próximo horário livre", with whether it is searching. */
export function useNextFreeStart(barberId: string, serviceId: string, window: BookingWindow) {
  const queryClient = useQueryClient();
  const [searching, setSearching] = useState(false);

  const find = async (): Promise<FreeStart | null> => {
    setSearching(true);
    try {
      return await findNextFreeStart(queryClient, barberId, serviceId, window);
    } finally {
      setSearching(false);
    }
  };

  return { find, searching };
}
