import { Injectable } from '@nestjs/common';
import { hourLabel } from '../../shared/time/hhmm';
import { WaitlistStore } from './waitlist-store';

/** One waitlist entry in a client's data export: everything the shop keeps of it. */
export interface ExportedWaitlistEntry {
  barber: string;
  service: string;
  days: string[];
  period: 'manhã' | 'tarde' | null;
  status: 'na fila' | 'agendou';
  clientName: string;
  clientContact: string;
  joinedAt: string;
  notifications: boolean;
  lastOffer: { date: string; time: string; status: string } | null;
}

/**
 * The client's data rights over waitlist entries, for the clients module: the export and the erasure
 * (every entry of the contact and its offers, deleted; their queued jobs hold ids only and find nothing).
 */
@Injectable()
export class WaitlistPrivacy {
  constructor(private readonly entries: WaitlistStore) {}

  async exportOf(clientContact: string): Promise<ExportedWaitlistEntry[]> {
    const rows = await this.entries.ofContact(clientContact);
    return rows.map((row) => ({
      barber: row.barber_name,
      service: row.service_name,
      days: row.days,
      period: row.period === null ? null : row.period === 'morning' ? 'manhã' : 'tarde',
      status: row.status === 'waiting' ? 'na fila' : 'agendou',
      clientName: row.client_name,
      clientContact: row.client_contact,
      joinedAt: new Date(row.created_at).toISOString(),
      notifications: row.notify,
      lastOffer: row.offer && { date: row.offer.date, time: hourLabel(row.offer.hour), status: row.offer.status },
    }));
  }

  /** Whether the contact has an entry with this barber (null: with anyone). */
  async isOnListOf(clientContact: string, barberId: string | null): Promise<boolean> {
    return (await this.entries.ofContact(clientContact)).some((row) => barberId === null || row.barber_id === barberId);
  }

  /** Answers how many entries were erased. Runs on the caller's transaction (the clients module's erasure). */
  async erase(clientContact: string): Promise<number> {
    return (await this.entries.removeContact(clientContact)).length;
  }
}
