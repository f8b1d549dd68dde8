import { NotFound } from './domain-error';

/** No such barber, or one deactivated: every module that takes a barber id answers the same 404. */
export class BarberNotFound extends NotFound {
  constructor() {
    super('Barbeiro não encontrado.');
  }
}
