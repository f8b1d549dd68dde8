/** A client of the barber, with what their bookings add up to. Money in reais. */
export interface Client {
  /** The phone's digits as the server compares them: the client's id in URLs. */
  contactKey: string;
  name: string;
  contact: string;
  visits: number;
  noShows: number;
  totalSpent: number;
  /** Shop-local 'YYYY-MM-DD HH:MM', or null. */
  lastVisit: string | null;
  nextVisit: string | null;
}

/** A booking of the client, as the client's page shows it. */
export interface ClientBooking {
  id: string;
  /** 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  label: string;
  price: number;
  job: { id: string; name: string };
  attendance: 'attended' | 'no_show' | null;
  deletedAt?: string;
  cancelledAt?: string;
}

export interface ClientHistory {
  client: Client;
  appointments: ClientBooking[];
}

export type ClientExportFormat = 'json' | 'csv';
