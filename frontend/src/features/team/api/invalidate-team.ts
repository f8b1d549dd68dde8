import type { QueryClient } from '@tanstack/react-query';
import { barberKeys } from '../../../api/query-keys';
import { accountKeys, teamKeys } from '../../../api/admin-query-keys';

/** After a barber changes: the team, the logged-in account and the public barber list. */
export function invalidateTeamQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    queryClient.invalidateQueries({ queryKey: accountKeys.me }),
    queryClient.invalidateQueries({ queryKey: barberKeys.all }),
  ]);
}
