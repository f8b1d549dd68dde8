import type { AddedCharacters, CommonPasswordLikeness } from '../../../shared/strength/common-password';

const ADDED: Record<AddedCharacters, string> = {
  digits: 'números',
  symbols: 'símbolos',
  digitsAndSymbols: 'números e símbolos',
  year: 'um ano',
  yearAndSymbols: 'um ano e símbolos',
};

/**
 * Why a password was refused, in the words of the one who typed it: "Senha muito comum: parece com
 * a palavra 'senha' seguida de números e símbolos. Escolha outra."
 */
export function commonPasswordMessage({ base, before, after, leet }: CommonPasswordLikeness): string {
  const [opening, subject, ending] =
    base.kind === 'common'
      ? ['Senha muito comum', `a palavra '${base.word}'`, 'a']
      : ['Senha fácil de adivinhar', base.kind === 'username' ? 'o nome de usuário' : 'o nome da barbearia', 'o'];
  const disguise = leet ? ' (com números ou símbolos no lugar de letras)' : '';
  return `${opening}: parece com ${subject}${around(before, after, ending)}${disguise}. Escolha outra.`;
}

function around(before: AddedCharacters | null, after: AddedCharacters | null, ending: string): string {
  if (before && after) return before === after ? ` entre ${ADDED[before]}` : ` entre ${ADDED[before]} e ${ADDED[after]}`;
  if (after) return ` seguid${ending} de ${ADDED[after]}`;
  if (before) return ` precedid${ending} de ${ADDED[before]}`;
  return '';
}
