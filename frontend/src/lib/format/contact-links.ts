import { contactKey, isBrazilianNationalKey } from '../../../../common/rules/contact-key';

/**
 * The WhatsApp chat with a client's phone. wa.me needs the country code: a Brazilian number, however
 * it was typed (`011 …`, `0 21 11 …`, `0055 11 …`, `11 …`), is 55 + its key (DDD + number), as the
 * server compares contacts; anything else goes as its key.
 */
export function whatsAppUrl(contact: string): string {
  const key = contactKey(contact);
  return `https://wa.me/${isBrazilianNationalKey(key) ? `55${key}` : key}`;
}

export const telUrl = (contact: string) => `tel:${contact.replace(/\D/g, '')}`;
