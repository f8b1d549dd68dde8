import { DomainError, NotFound } from '../../../shared/errors/domain-error';

/** A rate or a period the owner or barber sent that breaks a rule: each a 400 with its own code. */
abstract class InvalidCommissionInput extends DomainError {
  readonly kind = 'invalid';
}

export class CommissionAmountRequired extends InvalidCommissionInput {
  constructor() {
    super('COMMISSION_RATE_ONE_AMOUNT', 'Informe a comissão em porcentagem ou em valor fixo: um dos dois.');
  }
}

export class InvalidCommissionPercent extends InvalidCommissionInput {
  constructor() {
    super('COMMISSION_PERCENT_INVALID', 'A comissão em porcentagem vai de 0 a 100, com até 2 casas decimais (ex.: 42,5).');
  }
}

export class InvalidCommissionFixed extends InvalidCommissionInput {
  constructor() {
    super('COMMISSION_FIXED_INVALID', 'O valor fixo da comissão vai de R$ 0,00 a R$ 100.000,00, em reais com até 2 casas decimais.');
  }
}

/** A change never rewrites a month that has begun before this one: statements of past months stay as they were. */
export class CommissionRateInPastMonth extends InvalidCommissionInput {
  constructor() {
    super(
      'COMMISSION_RATE_PAST_MONTH',
      'A nova comissão só pode começar a partir do primeiro dia do mês atual: uma mudança nunca altera um mês que já passou.',
    );
  }
}

export class StatementPeriodReversed extends InvalidCommissionInput {
  constructor() {
    super('STATEMENT_PERIOD_REVERSED', 'A data inicial do período deve ser igual ou anterior à data final.');
  }
}

export class StatementPeriodTooLong extends InvalidCommissionInput {
  constructor(maxDays: number) {
    super('STATEMENT_PERIOD_TOO_LONG', `O extrato cobre no máximo ${maxDays} dias.`);
  }
}

/** One rate per barber, service (or none) and start day: another one that day is a conflict, not a silent edit. */
export class CommissionRateExists extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('COMMISSION_RATE_EXISTS', 'Já existe uma comissão deste barbeiro para este serviço começando nesta data.');
  }
}

/** The service is not one this barber offers. */
export class CommissionServiceNotFound extends NotFound {
  constructor() {
    super('Serviço não encontrado entre os serviços ativos deste barbeiro.');
  }
}

export class InvalidAdvanceAmount extends InvalidCommissionInput {
  constructor() {
    super('COMMISSION_ADVANCE_INVALID', 'O vale vai de R$ 0,01 a R$ 100.000,00, em reais com até 2 casas decimais.');
  }
}

export class InvalidAdvanceNote extends InvalidCommissionInput {
  constructor(maxLength: number) {
    super('COMMISSION_ADVANCE_NOTE_TOO_LONG', `A observação do vale tem no máximo ${maxLength} caracteres.`);
  }
}

/** A repasse is paid for a period that has ended (today included), never one still running ahead. */
export class PayoutPeriodNotOver extends InvalidCommissionInput {
  constructor() {
    super('COMMISSION_PERIOD_NOT_OVER', 'Só dá para marcar como pago um período que termina hoje ou antes.');
  }
}

/** A paid period is frozen: another payout over its days, or a vale added or deleted on one of them, is refused. */
export class CommissionPeriodPaid extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('COMMISSION_PERIOD_PAID', 'Este período (ou parte dele) já foi pago a este barbeiro: um repasse pago não muda.');
  }
}

/** A payout needs a rate for every booking (and kept deposit) it counts: never a silent 0. */
export class CommissionRateMissing extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('COMMISSION_RATE_MISSING', 'Falta a comissão deste barbeiro para algum atendimento do período: cadastre-a antes de pagar.');
  }
}

export class AdvanceNotFound extends NotFound {
  constructor() {
    super('Vale não encontrado.');
  }
}
