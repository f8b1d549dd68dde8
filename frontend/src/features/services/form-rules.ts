import {
  SERVICE_MAX_VALUE_REAIS as MAX_SERVICE_VALUE,
  SERVICE_MIN_VALUE_REAIS as MIN_SERVICE_VALUE,
  SERVICE_NAME_MAX_LENGTH,
} from '../../../../common/rules/input-limits';

export { MAX_SERVICE_VALUE, MIN_SERVICE_VALUE, SERVICE_NAME_MAX_LENGTH };

export type ServiceFormValues = {
  name: string;
  /** What the value field holds: a number, or '' while empty. */
  value: number | string;
  doubleTime: boolean;
  /** *Pede sinal*: asks a Pix deposit when the shop's Pagamentos asks it only for marked services. */
  depositRequired: boolean;
};

/** The service form's rules (docs/product.md#forms): each returns the text shown under its field. */
export const serviceFormRules = {
  name: (name: string) => (name.trim() ? null : 'Insira um NOME válido.'),
  value: (value: number | string) =>
    typeof value === 'number' && Number.isFinite(value) && value >= MIN_SERVICE_VALUE ? null : 'Insira um VALOR válido.',
};

/** The toast's title for each field, in the order the form checks them: the first problem is the toast. */
export const SERVICE_FORM_TOAST_TITLES = { name: 'NOME inválido.', value: 'VALOR inválido.' };
