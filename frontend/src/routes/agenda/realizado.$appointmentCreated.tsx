import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell';
import { BookingResult } from '../../features/booking/components/BookingResult';
import { BookingConfirmed } from '../../features/manage/components/BookingConfirmed';

export const Route = createFileRoute('/agenda/realizado/$appointmentCreated')({
  component: ResultPage,
});

/**
 * `appointmentCreated` is the new booking's manage token when it was booked; after a failure it
 * is the HTTP status of the attempt (0: no connection), which shows the failure.
 */
function ResultPage() {
  const { appointmentCreated } = Route.useParams();
  const navigate = useNavigate();
  return (
    <PageShell>
      <BookingResult
        result={appointmentCreated}
        renderBooked={(token) => <BookingConfirmed token={token} />}
        onHome={() => void navigate({ to: '/' })}
      />
    </PageShell>
  );
}
