import { DomainError, NotFound } from '../../../shared/errors/domain-error';

/** The deposit's terms as the owner sets them: each broken rule a 400 with its own code. */
abstract class InvalidPaymentTerm extends DomainError {
  readonly kind = 'invalid';
}

/** An option outside its list (the HTTP layer refuses these first; the domain holds the rule on its own). */
export class UnknownPaymentOption extends InvalidPaymentTerm {
  constructor(field: string, options: readonly string[]) {
    super('VALIDATION_ERROR', `Opção inválida para ${field}: use ${options.join(', ')}.`);
  }
}

export class InvalidDepositPercent extends InvalidPaymentTerm {
  constructor(min: number, max: number) {
    super('DEPOSIT_PERCENT_INVALID', `Informe o sinal em porcentagem: um número inteiro de ${min} a ${max}.`);
  }
}

export class InvalidDepositValue extends InvalidPaymentTerm {
  constructor() {
    super('DEPOSIT_VALUE_INVALID', 'Informe o valor fixo do sinal, de R$ 1,00 a R$ 100.000,00, em reais com até 2 casas decimais.');
  }
}

export class InvalidDepositHold extends InvalidPaymentTerm {
  constructor(min: number, max: number) {
    super('DEPOSIT_HOLD_INVALID', `O horário fica reservado à espera do sinal de ${min} a ${max} minutos.`);
  }
}

/** The deposit is not waiting for its Pix any more (confirmed, expired, cancelled), or the booking has none. */
export class DepositNotPending extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('DEPOSIT_NOT_PENDING', 'Este agendamento não está aguardando sinal (já confirmado, expirado ou sem sinal).');
  }
}

/** Only a deposit the shop must pay back can be marked as paid back. */
export class DepositNotRefundDue extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('DEPOSIT_NOT_REFUND_DUE', 'Este sinal não está a devolver (só um sinal de cancelamento no prazo, com devolução, fica a devolver).');
  }
}

/** The push's Confirmar: no such capability, already used, or past the deposit's hold (one answer for all three). */
export class DepositConfirmTokenNotFound extends NotFound {
  constructor() {
    super('Esta confirmação não vale mais (já usada ou expirada): abra a agenda para confirmar o sinal.');
  }
}
