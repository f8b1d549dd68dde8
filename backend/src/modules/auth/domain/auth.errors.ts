import { Unauthorized } from '../../../shared/errors/domain-error';

export class InvalidCredentials extends Unauthorized {
  constructor() {
    super('Usuário ou senha incorretos.');
  }
}
