import { Injectable, PipeTransform } from '@nestjs/common';
import { NotFound } from '../../../shared/errors/domain-error';
import { looksLikeManageToken } from '../../../shared/auth/manage-token';

/** No live booking behind a manage link: an unknown or malformed token, or a booking trashed or cancelled since. */
export class ManagedBookingNotFound extends NotFound {
  constructor() {
    super('Agendamento não encontrado. Ele pode ter sido cancelado.');
  }
}

/** A manage token in a path: anything that is not shaped like one is the same 404 as an unknown token, without a query. */
@Injectable()
export class ManageTokenParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!looksLikeManageToken(value)) throw new ManagedBookingNotFound();
    return value;
  }
}
