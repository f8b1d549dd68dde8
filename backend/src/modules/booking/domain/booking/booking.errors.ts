import { Conflict, InvalidInput, NotFound } from '../../../../shared/errors/domain-error';

/** Why a start time cannot be booked. Codes and messages: docs/product.md#errors. */
export class HourConflict extends Conflict {
  constructor() {
    super('HOUR_CONFLICT', 'Este horário já está ocupado.');
  }
}

export class FirstHourConflict extends Conflict {
  constructor() {
    super('FIRST_HOUR_CONFLICT', 'O primeiro horário do serviço duplo já está ocupado.');
  }
}

export class SecondHourConflict extends Conflict {
  constructor() {
    super('SECOND_HOUR_CONFLICT', 'O segundo horário do serviço duplo já está ocupado.');
  }
}

/** The slot after the chosen one is closed, blocked or missing, so a double service does not fit. */
export class DoubleTimeConflict extends Conflict {
  constructor() {
    super('DOUBLE_TIME_CONFLICT', 'O serviço duplo precisa de dois horários seguidos e o horário seguinte não está disponível.');
  }
}

/** The time is not offered at all: closed, blocked, a day off, in the past or beyond the booking window. */
export class HourUnavailable extends Conflict {
  constructor() {
    super('HOUR_UNAVAILABLE', 'Horário não disponível. Escolha outro horário.');
  }
}

/** Online booking only: the contact already holds the most future bookings one contact may hold. */
export class ContactBookingLimit extends Conflict {
  constructor(max: number) {
    const held = max === 1 ? '1 agendamento futuro' : `${max} agendamentos futuros`;
    super(
      'CONTACT_BOOKING_LIMIT',
      `Este contato já tem ${held}, o máximo permitido. Para marcar outro horário, espere um deles passar ou fale com a barbearia.`,
    );
  }
}

/** An `Idempotency-Key` already booked another request: a retry must send the same booking, a new booking a new key. */
export class IdempotencyKeyReused extends Conflict {
  constructor() {
    super('IDEMPOTENCY_KEY_REUSED', 'Esta tentativa de agendamento já foi usada com outros dados. Recarregue a página e confirme de novo.');
  }
}

export type BookingConflict = HourConflict | FirstHourConflict | SecondHourConflict | DoubleTimeConflict | HourUnavailable;

/** No booking of that id in the caller's agenda (the manage link's own 404: client-booking's ManagedBookingNotFound). */
export class BookingNotFound extends NotFound {
  constructor() {
    super('Agendamento não encontrado.');
  }
}

/** A booking belongs to one barber: their services only, when it is made and whenever it moves. */
export class ServiceOfAnotherBarber extends InvalidInput {
  constructor() {
    super('Este serviço não é oferecido pelo barbeiro escolhido.');
  }
}
