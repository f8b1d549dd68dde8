import { Injectable, OnModuleInit } from '@nestjs/common';
import { ClientDataErasures } from '../booking';
import { NotificationStore } from './notification-store';

/**
 * Takes every queued job about bookings whose client's data was just erased out of the queue. The
 * jobs hold ids only, and a push whose booking was erased is dropped when it comes up anyway: this
 * leaves not even the ids of what would have been said.
 */
@Injectable()
export class ClientErasureListener implements OnModuleInit {
  constructor(
    private readonly erasures: ClientDataErasures,
    private readonly store: NotificationStore,
  ) {}

  onModuleInit(): void {
    this.erasures.subscribe(({ bookingIds }) => this.store.dropJobsOf(bookingIds));
  }
}
