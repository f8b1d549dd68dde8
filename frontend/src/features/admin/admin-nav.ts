import {
  IconAddressBook,
  IconCalendarEvent,
  IconCash,
  IconCoins,
  IconHome,
  IconPercentage,
  IconQrcode,
  IconScissors,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Only the shop's owner manages the team, the shop's Pix and the commissions. */
  ownerOnly?: boolean;
  /** Only a team member who is not the owner (their own earnings: the owner pays them, in Comissões). */
  teamOnly?: boolean;
}

/** The admin menu, in the order of the home page's buttons. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/administrador/home', label: 'Início', icon: IconHome },
  { to: '/administrador/minha-agenda', label: 'Minha Agenda', icon: IconCalendarEvent },
  { to: '/administrador/servicos', label: 'Meus Serviços', icon: IconScissors },
  { to: '/administrador/clientes', label: 'Clientes', icon: IconAddressBook },
  { to: '/administrador/faturamento', label: 'Meu Faturamento', icon: IconCash },
  { to: '/administrador/comissoes', label: 'Comissões', icon: IconPercentage, ownerOnly: true },
  { to: '/administrador/ganhos', label: 'Meus ganhos', icon: IconCoins, teamOnly: true },
  { to: '/administrador/dados', label: 'Meus Dados', icon: IconUser },
  { to: '/administrador/pagamentos', label: 'Pagamentos', icon: IconQrcode, ownerOnly: true },
  { to: '/administrador/equipe', label: 'Equipe', icon: IconUsersGroup, ownerOnly: true },
];

/** The phone's bottom bar: the pages of a working day, one tap away (Mais opens the whole menu). */
export const BOTTOM_BAR_ITEMS: readonly AdminNavItem[] = [
  { to: '/administrador/minha-agenda', label: 'Agenda', icon: IconCalendarEvent },
  { to: '/administrador/clientes', label: 'Clientes', icon: IconAddressBook },
  { to: '/administrador/faturamento', label: 'Faturamento', icon: IconCash },
];
