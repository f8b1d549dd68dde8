import { Injectable, Logger } from '@nestjs/common';
import { Listener, Listeners } from '../../../shared/events/listeners';

/** Bookings whose client's personal data was just erased (on request, or by the retention rule). */
export interface ClientDataErased {
  bookingIds: string[];
}

/**
 * The hook for every copy of a client's data kept outside the `appointment` table (the job queue's
 * pushes and reminders): its owner subscribes once at start-up and removes them after each erasure.
 */
@Injectable()
export class ClientDataErasures {
  private readonly listeners = new Listeners<ClientDataErased>(new Logger(ClientDataErasures.name));

  subscribe(listener: Listener<ClientDataErased>): () => void {
    return this.listeners.subscribe(listener);
  }

  publish(event: ClientDataErased): Promise<void> {
    if (!event.bookingIds.length) return Promise.resolve();
    return this.listeners.publish(event, `A listener of the erasure of ${event.bookingIds.length} booking(s) failed`);
  }
}
