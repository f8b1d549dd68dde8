import { api } from '../api/client';
import { answeringAsTheVisitor, type TokenPageAnswer } from './token-page-answer';

/**
 * Agendar este horário, posted before the app had arrived (or with JavaScript off): the offer taken through the API's own
 * call as the visitor, with the key the offer's page was rendered with (`chave`), so the form sent twice books once and both
 * answers lead to that booking's result page. Refused (the time expired or was taken), back to the offer, which says why.
 */
export function takeWaitlistOffer(page: string, token: string, fields: URLSearchParams): Promise<TokenPageAnswer> {
  const key = fields.get('chave');
  return answeringAsTheVisitor(page, 'Não foi possível agendar', async () => {
    const booked = await api.post('/api/waitlist/offer/{token}/take', { path: { token }, headers: key ? { 'Idempotency-Key': key } : {} });
    return { location: `/agenda/realizado/${booked.manageToken}` };
  });
}
