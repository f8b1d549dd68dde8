import { Conflict, NotFound } from '../../../shared/errors/domain-error';

/** Erasing a client's data would leave the barber a booking with nobody behind it. */
export class ClientHasFutureBookings extends Conflict {
  constructor() {
    super('CLIENT_HAS_FUTURE_BOOKINGS', 'Este cliente tem agendamentos futuros. Cancele-os antes de apagar os dados.');
  }
}

/** No booking of this contact that the caller may see (their own clients; the owner sees the shop's). */
export class ClientNotFound extends NotFound {
  constructor() {
    super('Cliente não encontrado.');
  }
}
