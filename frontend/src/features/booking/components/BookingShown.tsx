import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { forgetKeptBooking, keptBookingFor } from '../confirmation/kept-booking';
import { BookingKept } from './BookingKept';

/**
 * The booking just made: as the server has it, or, while the network that dropped right after Confirmar is gone, as the
 * confirmation's answer kept on this device gave it. Its queries run again by themselves when the connection returns
 * (what the route's loader has just fetched is not asked for again on arrival). Once the server's booking is shown, the
 * draft forgets the answer and its key: going back starts a new booking. `confirmed` is the page of the server's booking.
 */
export function BookingShown({ token, confirmed }: { token: string; confirmed: ReactNode }) {
  const [kept] = useState(() => keptBookingFor(token));
  const booking = useQuery({ ...managedBookingQueryOptions(token), refetchOnMount: false });
  const shop = useQuery({ ...shopQueryOptions(), refetchOnMount: false });
  const loaded = Boolean(booking.data && shop.data);
  useEffect(() => {
    if (loaded) forgetKeptBooking(token);
  }, [loaded, token]);
  return kept && !loaded ? <BookingKept booking={kept} timeZone={shop.data?.timezone} /> : confirmed;
}
