import { describe, expect, it } from 'vitest';
import { telUrl, whatsAppUrl } from './contact-links';

describe('a client’s contact links', () => {
  it('open WhatsApp on 55 + DDD + number, however the Brazilian number was typed', () => {
    for (const contact of ['11987654321', '011987654321', '02111987654321', '005511987654321', '5511987654321', '(011) 98765-4321']) {
      expect(whatsAppUrl(contact)).toBe('https://wa.me/5511987654321');
    }
    expect(whatsAppUrl('1134567890')).toBe('https://wa.me/551134567890');
  });

  it('keep a foreign number’s country code and call the digits as typed', () => {
    expect(whatsAppUrl('00351912345678')).toBe('https://wa.me/351912345678');
    expect(whatsAppUrl('351912345678')).toBe('https://wa.me/351912345678');
    expect(telUrl('(011) 98765-4321')).toBe('tel:011987654321');
  });
});
