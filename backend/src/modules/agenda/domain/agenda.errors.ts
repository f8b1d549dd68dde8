import { Conflict } from '../../../shared/errors/domain-error';

/** The client cancelled this booking: it stays in the agenda for the record but can no longer change. */
export class BookingCancelled extends Conflict {
  constructor() {
    super('APPOINTMENT_CANCELLED', 'Este agendamento foi cancelado pelo cliente e não pode mais ser alterado.');
  }
}

/** Attendance is known only once the time has come: a future booking can't be marked. */
export class BookingNotPast extends Conflict {
  constructor() {
    super('APPOINTMENT_NOT_PAST', 'Só é possível marcar comparecimento ou falta depois do horário do agendamento.');
  }
}
