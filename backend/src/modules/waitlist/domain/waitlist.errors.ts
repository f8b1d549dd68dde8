import { Conflict, DomainError, NotFound } from '../../../shared/errors/domain-error';

/** The days asked for: 1 to 7 real dates, from today to the last bookable day. */
export class WaitlistDaysInvalid extends DomainError {
  readonly kind = 'invalid';
  constructor(message: string) {
    super('WAITLIST_DAYS_INVALID', message);
  }
}

/** One contact may wait for at most MAX_FUTURE_BOOKINGS_PER_CONTACT entries at once, as for bookings. */
export class WaitlistContactLimit extends Conflict {
  constructor(max: number) {
    super('WAITLIST_CONTACT_LIMIT', `Este contato já está na lista de espera ${max === 1 ? 'uma vez' : `${max} vezes`}, o máximo permitido.`);
  }
}

/** The contact already waits for this service with this barber: the entry's manage link changes nothing of it, leaving does. */
export class WaitlistAlreadyJoined extends Conflict {
  constructor() {
    super('WAITLIST_ALREADY_JOINED', 'Este contato já está na lista de espera deste serviço com este barbeiro.');
  }
}

export class WaitlistEntryNotFound extends NotFound {
  constructor() {
    super('Você não está (mais) nesta lista de espera.');
  }
}

export class WaitlistOfferNotFound extends NotFound {
  constructor() {
    super('Oferta não encontrada.');
  }
}

export class WaitlistOfferExpired extends Conflict {
  constructor() {
    super('WAITLIST_OFFER_EXPIRED', 'O tempo para aceitar este horário acabou.');
  }
}

export class WaitlistOfferTaken extends Conflict {
  constructor() {
    super('WAITLIST_OFFER_TAKEN', 'Este horário já foi agendado.');
  }
}

export class WaitlistOfferWithdrawn extends Conflict {
  constructor() {
    super('WAITLIST_OFFER_WITHDRAWN', 'Este horário não está mais disponível: outra pessoa da lista agendou antes.');
  }
}

/** The barber offers a day the entry does not wait for. */
export class WaitlistDayNotWanted extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('WAITLIST_DAY_NOT_WANTED', 'Este cliente não pediu este dia.');
  }
}

/** The entry already holds a pending offer (or was served): one offer at a time. */
export class WaitlistEntryBusy extends Conflict {
  constructor() {
    super('WAITLIST_OFFER_PENDING', 'Este cliente já tem um horário oferecido esperando resposta, ou já agendou.');
  }
}
