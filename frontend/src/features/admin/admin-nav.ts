import { IconCalendarEvent, IconCash, IconHome, IconScissors, IconUser, IconUsersGroup } from '@tabler/icons-react';

/** The admin menu, in the order of the home page's buttons. */
export const ADMIN_NAV_ITEMS = [
  { to: '/administrador/home', label: 'Início', icon: IconHome },
  { to: '/administrador/minha-agenda', label: 'Minha Agenda', icon: IconCalendarEvent },
  { to: '/administrador/servicos', label: 'Meus Serviços', icon: IconScissors },
  { to: '/administrador/faturamento', label: 'Meu Faturamento', icon: IconCash },
  { to: '/administrador/dados', label: 'Meus Dados', icon: IconUser },
  { to: '/administrador/equipe', label: 'Equipe', icon: IconUsersGroup, ownerOnly: true },
] as const;
