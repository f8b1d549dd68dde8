import { SummaryList } from '../../../components/booking/SummaryList';
import type { WaitlistEntry } from '../../../api/types';
import { periodLabel } from '../../../lib/time/day-periods';
import { daysLabel } from '../waitlist-days';

/** The entry as the client asked for it: barber, service, days, part of the day, notifications. */
export function WaitlistEntryDetails({ entry }: { entry: WaitlistEntry }) {
  return (
    <SummaryList
      rows={[
        { term: 'Barbeiro', detail: entry.barber.displayName },
        { term: 'Serviço', detail: entry.service.name },
        { term: entry.days.length > 1 ? 'Dias' : 'Dia', detail: daysLabel(entry.days) },
        { term: 'Parte do dia', detail: periodLabel(entry.period) },
        { term: 'Notificações', detail: entry.notify ? 'Ativadas neste aparelho' : 'Desativadas' },
      ]}
    />
  );
}
