import { hourLabel } from '../../shared/time/hhmm';
import { AdminWaitlistEntryView, WaitlistEntryView, WaitlistOfferView } from './dto/waitlist.views';
import { OfferRow } from './offer/offer-store';
import { EntryRow } from './waitlist-store';

const iso = (value: Date | string): string => new Date(value).toISOString();

export function entryView(row: EntryRow): WaitlistEntryView {
  return {
    id: row.id,
    barber: { id: row.barber_id, username: row.barber_name },
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time },
    days: row.days,
    period: row.period,
    status: row.status,
    notify: row.notify,
  };
}

export function adminEntryView(row: EntryRow): AdminWaitlistEntryView {
  const { offer } = row;
  return {
    id: row.id,
    clientName: row.client_name,
    clientContact: row.client_contact,
    period: row.period,
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time },
    days: row.days,
    notify: row.notify,
    createdAt: iso(row.created_at),
    offer: offer && {
      status: offer.status as WaitlistOfferView['status'],
      date: offer.date,
      time: hourLabel(offer.hour),
      expiresAt: iso(offer.expires_at),
    },
  };
}

/** An offer as its page shows it; a pending one whose hold is over reads as expired, before its job has run. */
export function offerView(row: OfferRow, now: Date): WaitlistOfferView {
  const over = row.status === 'pending' && new Date(row.expires_at) <= now;
  return {
    status: over ? 'expired' : row.status,
    date: row.date,
    time: hourLabel(row.hour),
    hour: row.hour,
    barber: { id: row.barber_id, username: row.barber_name },
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time },
    expiresAt: iso(row.expires_at),
    broadcast: row.broadcast,
  };
}
