import { Conflict, InvalidInput, NotFound } from '../../../shared/errors/domain-error';

/** The barber already has a slot at that time (one slot per hour). */
export class HourExists extends Conflict {
  constructor() {
    super('HOUR_EXISTS', 'Este horário já está cadastrado.');
  }
}

/** No slot with that id (or one of another barber's, which the owner check refuses first). */
export class HourSlotNotFound extends NotFound {
  constructor() {
    super('Horário não encontrado.');
  }
}

/** The default list is only for a barber who has no hours yet (docs/product.md#hours). */
export class HoursAlreadyExist extends Conflict {
  constructor() {
    super('HOURS_ALREADY_EXIST', 'Erro ao criar horários! Você já tem horários cadastrados!');
  }
}

export class InvalidWeekday extends InvalidInput {
  constructor() {
    super('Dia da semana inválido: use 0 (domingo) a 6 (sábado).');
  }
}

/** Working hours that contradict themselves (ending before they start, a break outside them). */
export class InvalidWorkingHours extends InvalidInput {}
