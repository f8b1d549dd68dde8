import { BookableService } from '../../services';
import { Booking } from '../domain/booking/booking.entity';
import { DepositSettlement } from '../domain/booking/booking-deposit';

/**
 * The one decision point of the deposit, called by this module inside the transaction of every change that can change
 * what a booking owes: a client's booking (a waitlist offer taken too), a change of service or time, a cancellation
 * and an expiry. The payments module implements it (the shop's terms, the contact's history, the credit ledger) and
 * changes the booking's deposit only through `Booking`'s methods; this module owns the state and saves it.
 */
export abstract class DepositDesk {
  /** A client's new online booking, after the contact's cap: asks a deposit when the terms do, spending the proven credit. */
  abstract onBooked(booking: Booking, service: BookableService, creditProofHashes: string[]): Promise<void>;

  /** A live online booking moved to another day, time or service (`previousServiceId` is the one it had). */
  abstract onChanged(booking: Booking, previousServiceId: string): Promise<void>;

  /** Money a cancellation or an expiry moved out of a booking's deposit: the credit it gives back, the credit it earns. */
  abstract onSettled(booking: Booking, settlement: DepositSettlement): Promise<void>;
}
