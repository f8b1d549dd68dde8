import type { QueryClient } from '@tanstack/react-query';
import { barberKeys } from '../../../api/query-keys';
import { accountKeys, teamKeys } from '../../../api/admin-query-keys';
import { saveSession, sessionToken } from '../../../lib/session/session';
import type { BarberAccount } from '../../../api/types';

/**
 * After the barber's own account changed: the cached account, the session's username
 * (the home page greets with it), the team list and the public barber list (name, photo).
 */
export function applyAccountUpdate(queryClient: QueryClient, account: BarberAccount): Promise<unknown> {
  queryClient.setQueryData(accountKeys.me, account);
  const token = sessionToken();
  if (token) saveSession(token, account);
  return Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: barberKeys.all })]);
}
