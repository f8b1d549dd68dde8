import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../api/account/get-me';
import { teamQueryOptions } from '../../features/team/api/get-team';
import type { BarberAccount } from '../../api/types';

// The admin pages where the owner picks any barber (Minha Agenda, Meu Faturamento, Equipe). Not a
// route: the router skips files whose name starts with '-'.

/** A loader's part: the account, and the team when the account is the owner's (the server refuses it to anyone else). */
export async function loadOwnerTeam(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (me.role === 'owner') await queryClient.ensureQueryData(teamQueryOptions());
}

/** The team for the owner, null for anyone else (who is offered no choice). The loader fetched both. */
export function useOwnerTeam(): BarberAccount[] | null {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const isOwner = me.role === 'owner';
  const team = useQuery({ ...teamQueryOptions(), enabled: isOwner });
  return isOwner ? (team.data ?? null) : null;
}

/** The title of an agenda page: 'Minha Agenda', or 'Agenda de luis' while the owner looks at a team member's (`barbeiro`). */
export function useAgendaName(barbeiro?: string): string {
  const team = useOwnerTeam();
  const viewed = barbeiro ? team?.find((member) => member.id === barbeiro) : undefined;
  return viewed ? `Agenda de ${viewed.username}` : 'Minha Agenda';
}
