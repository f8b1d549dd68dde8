import { isManageToken } from '../lib/params/manage-token';
import { reportDepositPaid } from './deposit-paid-form';
import type { TokenPageAnswer } from './token-page-answer';
import { leaveWaitlist } from './waitlist-leave-form';
import { takeWaitlistOffer } from './waitlist-offer-form';

/** The pages of one booking, offer or waitlist entry, by their link's token, whose one button is a posted form. */
const TOKEN_PAGE = /^\/agenda\/(realizado|gerenciar|espera\/oferta|espera)\/([^/]+)$/;

const LINK_GONE: TokenPageAnswer = { refused: { status: 404, message: 'Este link não vale mais ou não existe.' } };

/**
 * A POST of a booking's result or manage page (Já paguei), a waitlist offer's page (Agendar este horário) or an entry's page
 * (Sair da lista). Null for any other address.
 */
export async function answerTokenPagePost(pathname: string, fields: URLSearchParams): Promise<TokenPageAnswer | null> {
  const [, page, token] = TOKEN_PAGE.exec(pathname) ?? [];
  if (!page) return null;
  if (!isManageToken(token)) return LINK_GONE;
  if (page === 'espera/oferta') return takeWaitlistOffer(pathname, token, fields);
  if (page === 'espera') return leaveWaitlist(pathname, token);
  return reportDepositPaid(pathname, token);
}
