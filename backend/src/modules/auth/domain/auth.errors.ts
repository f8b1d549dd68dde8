import { Conflict, Unauthorized } from '../../../shared/errors/domain-error';

export class InvalidCredentials extends Unauthorized {
  constructor() {
    super('Usuário ou senha incorretos.');
  }
}

export class UsernameTaken extends Conflict {
  constructor() {
    super('USERNAME_TAKEN', 'Este nome de usuário já está em uso.');
  }
}
