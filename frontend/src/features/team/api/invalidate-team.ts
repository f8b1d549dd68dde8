import type { QueryClient } from '@tanstack/react-query';

/** After a barber changes: the team, the logged-in account and the public barber list. */
export function invalidateTeamQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'team'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'me'] }),
    queryClient.invalidateQueries({ queryKey: ['barbers'] }),
  ]);
}
