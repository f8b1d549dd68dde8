import { NotFound } from '../../../shared/errors/domain-error';

export class UnavailabilityNotFound extends NotFound {
  constructor() {
    super('Indisponibilidade não encontrada.');
  }
}
