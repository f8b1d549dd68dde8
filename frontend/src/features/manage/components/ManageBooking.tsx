import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-client';
import { ConnectionProblem } from '../../../components/page-states/ConnectionProblem';
import { formatWhen } from '../../../lib/format/format';
import { shopQueryOptions } from '../../../api/shop/get-shop';
import { useCancelBooking } from '../api/cancel-booking';
import { pendingDepositOf } from '../pending-deposit';
import { useLiveManagedBooking } from '../use-live-managed-booking';
import { useCancelConfirmation } from '../use-cancel-confirmation';
import { BookingChangeActions } from './BookingChangeActions';
import { BookingDetails } from '../../../components/booking/BookingDetails';
import { BookingDeposit } from './BookingDeposit';
import { BookingNotifications } from './BookingNotifications';
import { BookingShareActions } from './BookingShareActions';
import { CancelledNotice } from './CancelledNotice';
import { DepositDueHeading } from './DepositDueHeading';
import { ExpiredHoldNotice } from './ExpiredHoldNotice';
import { ManageLinkGone } from './ManageLinkGone';
import { MoveBookingForm } from './MoveBookingForm';

/** The manage page: the booking, keeping it at hand, and moving or cancelling it while still allowed (the route's loader fetched it). */
export function ManageBooking({ token }: { token: string }) {
  const cancel = useCancelBooking(token);
  if (cancel.data) return <CancelledNotice booking={cancel.data} />;
  return <BookingToManage token={token} cancel={cancel} />;
}

function BookingToManage({ token, cancel }: { token: string; cancel: ReturnType<typeof useCancelBooking> }) {
  const { booking, error, holdEnded } = useLiveManagedBooking(token);
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const [moving, setMoving] = useState(false);
  // Just moved: the page says so above the booking's new day and time (a toast would cover them).
  const [moved, setMoved] = useState(false);
  const cancelling = useCancelConfirmation(cancel);

  // Asked again on arrival: cancelled meanwhile (here or at the shop), the link no longer works.
  if (error instanceof ApiError && error.status === 404) return <ManageLinkGone />;
  if (booking.status === 'expired') return <ExpiredHoldNotice booking={booking} headingOrder={2} />;
  const depositDue = pendingDepositOf(booking);

  if (moving) {
    return (
      <MoveBookingForm
        token={token}
        booking={booking}
        shop={shop}
        onCancel={() => setMoving(false)}
        onMoved={() => {
          setMoving(false);
          setMoved(true);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      {moved && (
        <Alert color="teal" title="Agendamento alterado" role="status">
          Novo horário: {formatWhen(booking)}.
        </Alert>
      )}
      {depositDue && <DepositDueHeading order={2} booking={booking} deposit={depositDue} timeZone={shop.timezone} holdEnded={holdEnded} />}
      <BookingDeposit token={token} booking={booking} timeZone={shop.timezone} holdEnded={holdEnded} />
      <BookingDetails booking={booking} />
      {cancelling.failure && <ConnectionProblem message={cancelling.failure} onRetry={cancelling.confirm} retrying={cancel.isPending} />}
      <BookingChangeActions
        booking={booking}
        timeZone={shop.timezone}
        onMove={() => setMoving(true)}
        onCancel={cancelling.ask}
        onCancelNear={cancelling.prefetch}
      />
      <BookingNotifications token={token} booking={booking} timeZone={shop.timezone} hasWhatsapp={Boolean(shop.whatsappUrl)} />
      <BookingShareActions token={token} booking={booking} />
      {cancelling.Dialog && (
        <cancelling.Dialog
          booking={booking}
          opened={cancelling.confirming}
          cancelling={cancel.isPending}
          onConfirm={cancelling.confirm}
          onClose={cancelling.close}
        />
      )}
    </Stack>
  );
}
