import { NotFound } from '../../../shared/errors/domain-error';

/** No such service, or one deleted (deactivated): gone for clients and for the admin screens alike. */
export class ServiceNotFound extends NotFound {
  constructor() {
    super('Serviço não encontrado.');
  }
}
