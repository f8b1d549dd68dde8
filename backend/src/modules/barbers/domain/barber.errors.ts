import { Conflict, DomainError, InvalidInput, NotFound } from '../../../shared/errors/domain-error';
import type { CommonPasswordLikeness } from '../../../shared/strength/common-password';
import { commonPasswordMessage } from './common-password-message';

export class UsernameTaken extends Conflict {
  constructor() {
    super('USERNAME_TAKEN', 'Este nome de usuário já está em uso.');
  }
}

/** Another barber's display name is this one or looks like it (the same skeleton): clients could not tell them apart. */
export class DisplayNameTaken extends Conflict {
  constructor() {
    super('DISPLAY_NAME_TAKEN', 'Outro barbeiro já usa este nome (ou um muito parecido) para os clientes.');
  }
}

/** Changing one's own password needs the current one, on every call that can do it. */
export class CurrentPasswordRequired extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('CURRENT_PASSWORD_REQUIRED', 'Informe a senha atual para definir uma nova senha.');
  }
}

export class WrongCurrentPassword extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('CURRENT_PASSWORD_INCORRECT', 'Senha atual incorreta.');
  }
}

/** A new password zxcvbn judges easy to guess (shared/strength/guessable-password.ts). */
export class GuessablePassword extends InvalidInput {
  constructor() {
    super(
      'Senha fácil de adivinhar: evite senhas comuns, nomes (o seu, o da barbearia), datas e sequências. Prefira uma frase longa, de palavras que só você juntaria.',
    );
  }
}

/** A new password that folds to a common one, the barber's or the shop's name (shared/strength/common-password.ts). */
export class CommonPassword extends InvalidInput {
  constructor(likeness: CommonPasswordLikeness) {
    super(commonPasswordMessage(likeness));
  }
}

export class PhotoNotFound extends NotFound {
  constructor() {
    super('Foto não encontrada.');
  }
}

/** The shop always keeps its owner: the one account that manages the team can't be switched off. */
export class OwnerCannotBeDeactivated extends InvalidInput {
  constructor() {
    super('O dono da barbearia não pode ser desativado.');
  }
}
