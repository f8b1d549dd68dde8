import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell';
import { BookingResult } from '../../features/booking/components/BookingResult';
import { clearDraft, readDraft } from '../../lib/draft-storage';

export const Route = createFileRoute('/agenda/realizado/$appointmentCreated')({
  component: ResultPage,
});

/** `appointmentCreated` is the creation's HTTP status: '200' when the appointment was booked. */
function ResultPage() {
  const { appointmentCreated } = Route.useParams();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);

  const goHome = () => {
    clearDraft();
    void navigate({ to: '/' });
  };

  return (
    <PageShell>
      <BookingResult succeeded={appointmentCreated === '200'} draft={draft} onHome={goHome} />
    </PageShell>
  );
}
