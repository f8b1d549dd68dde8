import { api } from '../api/client';
import { answeringAsTheVisitor, type TokenPageAnswer } from './token-page-answer';

/**
 * Já paguei, posted before the app had arrived (or with JavaScript off) from the booking's result or manage page (`page`):
 * the API's own call as the visitor, then that page again, which says the shop was told (or, refused, why: nothing owed).
 */
export function reportDepositPaid(page: string, token: string): Promise<TokenPageAnswer> {
  return answeringAsTheVisitor(page, 'Não foi possível avisar a barbearia', async () => {
    await api.post('/api/appointment/manage/{token}/deposit/paid', { path: { token } });
    return { location: page };
  });
}
