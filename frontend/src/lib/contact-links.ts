/**
 * The WhatsApp chat with a client's phone. Contacts are stored as digits; a Brazilian number typed
 * without the country code (DDD + 8 or 9 digits) gets 55 in front, as wa.me needs it.
 */
export function whatsAppUrl(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  const international = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
  return `https://wa.me/${international}`;
}

export const telUrl = (contact: string) => `tel:${contact.replace(/\D/g, '')}`;
