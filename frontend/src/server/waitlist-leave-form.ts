import { api } from '../api/client';
import { LEFT_WAITLIST } from '../features/waitlist/left-waitlist';
import { answeringAsTheVisitor, type TokenPageAnswer } from './token-page-answer';

/**
 * Sair da lista, posted before the app had arrived (or with JavaScript off): the entry left through the API's own call as the
 * visitor, then its page, which says the client left (the notice it is rendered with: the entry itself is gone).
 */
export function leaveWaitlist(page: string, token: string): Promise<TokenPageAnswer> {
  return answeringAsTheVisitor(page, 'Não foi possível sair da lista', async () => {
    await api.delete('/api/waitlist/manage/{token}', { path: { token } });
    return { location: page, notice: { ...LEFT_WAITLIST, success: true } };
  });
}
