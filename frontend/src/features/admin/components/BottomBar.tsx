import { IconMenu2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BOTTOM_BAR_ITEMS } from '../admin-nav';
import classes from './BottomBar.module.css';

interface BottomBarProps {
  pathname: string;
  menuOpen: boolean;
  onMenu: () => void;
  onNavigate: () => void;
}

/** The phone's navigation at the thumb: Agenda, Clientes, Faturamento and Mais (the whole menu, Sair included). */
export function BottomBar({ pathname, menuOpen, onMenu, onNavigate }: BottomBarProps) {
  return (
    <nav className={classes.bar} aria-label="Navegação principal">
      {BOTTOM_BAR_ITEMS.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={classes.item}
          aria-current={!menuOpen && pathname.startsWith(item.to) ? 'page' : undefined}
          onClick={onNavigate}
        >
          <item.icon size={22} aria-hidden />
          {item.label}
        </Link>
      ))}
      <button type="button" className={classes.item} aria-expanded={menuOpen} aria-controls="admin-menu" onClick={onMenu}>
        <IconMenu2 size={22} aria-hidden />
        Mais
      </button>
    </nav>
  );
}
