import { useEffect, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { managedBookingQueryOptions } from '../../../api/bookings/get-managed-booking';
import { ApiError } from '../../../lib/http/api-client';
import { forgetMyBooking, myBookingTokens } from '../../../lib/session/my-bookings';
import { managedBookingCard } from '../booking-card-fields';
import { BookingCard } from './BookingCard';
import { ManageLink } from './ManageLink';

/**
 * The bookings made on this device that are still to come, read through the manage links its storage keeps: Consultar
 * lists them without a phone typed. The server's page has no such storage: the list appears once the app has arrived.
 */
export function DeviceBookings() {
  const hydrated = useHydrated();
  const [openedAt] = useState(() => Date.now());
  const tokens = hydrated ? myBookingTokens() : [];
  const answers = useQueries({ queries: tokens.map((token) => managedBookingQueryOptions(token)) });
  const gone = tokens.filter((_, index) => isGone(answers[index]?.error) || answers[index]?.data?.status === 'expired').join(' ');

  useEffect(() => {
    gone.split(' ').filter(Boolean).forEach(forgetMyBooking);
  }, [gone]);

  const upcoming = tokens
    .flatMap((token, index) => {
      const booking = answers[index]?.data;
      return booking && booking.status === 'booked' && Date.parse(booking.endsAt) > openedAt ? [{ token, booking }] : [];
    })
    .sort((a, b) => a.booking.startsAt.localeCompare(b.booking.startsAt));
  if (upcoming.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="device-bookings">
      <Title order={2} size="h4" id="device-bookings">
        Agendados neste aparelho
      </Title>
      {upcoming.map(({ token, booking }) => (
        <BookingCard key={token} booking={managedBookingCard(booking)} action={<ManageLink token={token} />} />
      ))}
    </Stack>
  );
}

/** A manage link that no longer leads anywhere (the booking was erased or its link ended); one whose deposit expired only reads. */
const isGone = (error: Error | null | undefined) => error instanceof ApiError && error.status === 404;
