import type { PixKeyKind } from './payment-form';

interface PixKeyKindText {
  label: string;
  /** What to type, under the key's field. */
  hint: string;
  placeholder: string;
  inputMode: 'numeric' | 'email' | 'tel' | 'text';
}

/** The five kinds of Pix key, in the order banks list them, with what the owner types for each (the server checks it). */
export const PIX_KEY_KIND_TEXTS: Record<PixKeyKind, PixKeyKindText> = {
  cpf: { label: 'CPF', hint: 'Os 11 números do CPF, com ou sem pontos e traço.', placeholder: '123.456.789-09', inputMode: 'numeric' },
  // Letters since July 2026 (the alphanumeric CNPJ, 12.ABC.345/01DE-35): a text keyboard, and the server upper-cases them.
  cnpj: {
    label: 'CNPJ',
    hint: 'Os 14 caracteres do CNPJ (números, ou letras e números no CNPJ alfanumérico), com ou sem pontos, barra e traço.',
    placeholder: '12.345.678/0001-95',
    inputMode: 'text',
  },
  email: { label: 'E-mail', hint: 'O e-mail cadastrado como chave Pix no banco.', placeholder: 'barbearia@exemplo.com.br', inputMode: 'email' },
  phone: {
    label: 'Celular',
    hint: 'O celular cadastrado como chave, com DDD; o +55 entra sozinho.',
    placeholder: '(11) 91234-5678',
    inputMode: 'tel',
  },
  random: {
    label: 'Chave aleatória',
    hint: 'Copie a chave aleatória no app do banco e cole aqui.',
    placeholder: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    inputMode: 'text',
  },
};

export const PIX_KEY_KIND_OPTIONS = Object.entries(PIX_KEY_KIND_TEXTS).map(([value, { label }]) => ({ value, label }));
