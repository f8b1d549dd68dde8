import { DomainError } from '../../../shared/errors/domain-error';

/**
 * Each rule of a Pix key or a BR Code has its own code, so the owner's screen can point at the field
 * that is wrong. All are 400s: what was typed is refused, nothing was stored.
 */
abstract class InvalidPixInput extends DomainError {
  readonly kind = 'invalid';
}

export class UnknownPixKeyKind extends InvalidPixInput {
  constructor() {
    super('PIX_KEY_KIND_UNKNOWN', 'Escolha o tipo da chave Pix: CPF, CNPJ, e-mail, celular ou chave aleatória.');
  }
}

export class InvalidCpfPixKey extends InvalidPixInput {
  constructor() {
    super('PIX_KEY_CPF_INVALID', 'CPF inválido: confira os 11 números, por exemplo 123.456.789-09.');
  }
}

export class InvalidCnpjPixKey extends InvalidPixInput {
  constructor() {
    super('PIX_KEY_CNPJ_INVALID', 'CNPJ inválido: confira os 14 caracteres, por exemplo 12.345.678/0001-95 ou, alfanumérico, 12.ABC.345/01DE-35.');
  }
}

export class InvalidEmailPixKey extends InvalidPixInput {
  constructor() {
    super('PIX_KEY_EMAIL_INVALID', 'E-mail inválido: use um endereço como nome@exemplo.com.br, de até 77 caracteres, sem acentos.');
  }
}

export class InvalidPhonePixKey extends InvalidPixInput {
  constructor() {
    super('PIX_KEY_PHONE_INVALID', 'Celular inválido: informe um celular brasileiro com DDD, por exemplo (11) 91234-5678.');
  }
}

export class InvalidRandomPixKey extends InvalidPixInput {
  constructor() {
    super(
      'PIX_KEY_RANDOM_INVALID',
      'Chave aleatória inválida: copie a chave do app do banco, com 32 letras e números em 5 grupos separados por hífens.',
    );
  }
}

export class InvalidPixReceiverName extends InvalidPixInput {
  constructor(maxLength: number) {
    super('PIX_RECEIVER_NAME_INVALID', `Informe o nome de quem recebe o Pix, com até ${maxLength} letras e números (sem acentos).`);
  }
}

export class InvalidPixReceiverCity extends InvalidPixInput {
  constructor(maxLength: number) {
    super('PIX_RECEIVER_CITY_INVALID', `Informe a cidade de quem recebe o Pix, com até ${maxLength} letras (sem acentos); abrevie se for maior.`);
  }
}

export class InvalidPixAmount extends InvalidPixInput {
  constructor() {
    super('PIX_AMOUNT_INVALID', 'Valor do Pix inválido: deve ser maior que zero, em centavos inteiros.');
  }
}

export class InvalidPixTxid extends InvalidPixInput {
  constructor() {
    super('PIX_TXID_INVALID', 'Identificador do Pix inválido: de 1 a 25 letras e números, sem espaços nem símbolos.');
  }
}
