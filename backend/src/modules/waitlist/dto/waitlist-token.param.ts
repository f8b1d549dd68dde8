import { Injectable, PipeTransform } from '@nestjs/common';
import { WaitlistEntryNotFound, WaitlistOfferNotFound } from '../domain/waitlist.errors';
import { looksLikeToken } from '../domain/waitlist-tokens';

/** An entry's manage token in a path: anything not shaped like one is the unknown token's 404, without a query. */
@Injectable()
export class EntryTokenParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!looksLikeToken(value)) throw new WaitlistEntryNotFound();
    return value;
  }
}

/** An offer's token in a path, checked the same way. */
@Injectable()
export class OfferTokenParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!looksLikeToken(value)) throw new WaitlistOfferNotFound();
    return value;
  }
}
