import { forgetModules } from '../memory/forget-modules';

type CommonLanguage = typeof import('@zxcvbn-ts/language-common');
type PortugueseLanguage = typeof import('@zxcvbn-ts/language-pt-br');

/** Where zxcvbn's packages are: the core and the word lists, about 15 MiB of heap once judged with. */
const ZXCVBN_MODULES = '/node_modules/@zxcvbn-ts/';

/**
 * zxcvbn's word lists: its common passwords and keyboard layouts, and Brazilian Portuguese words,
 * names and Wikipedia terms. Required here, not imported at the top: a process that judges no
 * password never loads them.
 */
export function requireDictionaries(): { common: CommonLanguage; portuguese: PortugueseLanguage } {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const common = require('@zxcvbn-ts/language-common') as CommonLanguage;
  const portuguese = require('@zxcvbn-ts/language-pt-br') as PortugueseLanguage;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { common, portuguese };
}

/**
 * Drops zxcvbn's modules from Node's module cache, so that once no judge holds their lists the garbage collector takes
 * them; the next judgement requires them again.
 */
export function forgetDictionaryModules(): void {
  forgetModules((file) => file.includes(ZXCVBN_MODULES));
}
