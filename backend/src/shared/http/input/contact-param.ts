import { Injectable, PipeTransform } from '@nestjs/common';
import { InvalidInput } from '../../errors/domain-error';
import { CONTACT_PATTERN, normalizeContact } from './dto-fields';

/** A client's contact in a path: digits only, 8 to 15 of them. */
@Injectable()
export class ContactParam implements PipeTransform<string, string> {
  transform(value: string): string {
    const contact = normalizeContact(value);
    if (typeof contact !== 'string' || !CONTACT_PATTERN.test(contact)) throw new InvalidInput('Contato incorreto ou inválido.');
    return contact;
  }
}
