import { contactKey, isBrazilianNationalKey } from '../../../../common/rules/contact-key';

/**
 * A phone as people read it: a Brazilian number, however it was typed (`11987654321`, `011 …`, `+55 …`), as
 * '(11) 98765-4321' (a landline '(11) 3456-7890'); anything else (a number abroad) as it was typed.
 */
export function formatPhone(contact: string): string {
  const key = contactKey(contact);
  if (!isBrazilianNationalKey(key)) return contact;
  return `(${key.slice(0, 2)}) ${key.slice(2, -4)}-${key.slice(-4)}`;
}
