import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ShopDate } from '../../../lib/time/shop-types';
import { agendaMonthParams, MONTH_ROUTE } from '../agenda-month';
import type { AgendaView } from './types';

interface AgendaViewSwitchProps {
  /** The page's title (whose agenda it is). */
  title: ReactNode;
  date: ShopDate;
  view: AgendaView;
  /** A team member's agenda the owner is looking at: the month's list stays on it. */
  barbeiro?: string;
  onChange: (view: AgendaView) => void;
}

/** The page's title beside Dia, Semana and Mês (the month's list, a page of its own). */
export function AgendaViewSwitch({ title, date, view, barbeiro, onChange }: AgendaViewSwitchProps) {
  const week = view === 'semana';
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" mih={44}>
      <div style={{ minWidth: 0, flex: 1 }}>{title}</div>
      <Button.Group data-toast-clear>
        <Button h={44} miw={44} px={8} fz="sm" variant={week ? 'default' : 'filled'} onClick={() => onChange('dia')} aria-pressed={!week}>
          Dia
        </Button>
        <Button h={44} px={8} fz="sm" variant={week ? 'filled' : 'default'} onClick={() => onChange('semana')} aria-pressed={week}>
          Semana
        </Button>
        <Button
          h={44}
          px={8}
          fz="sm"
          variant="default"
          renderRoot={(props) => <Link to={MONTH_ROUTE} params={agendaMonthParams(date)} search={{ barbeiro }} {...props} />}
        >
          Mês
        </Button>
      </Button.Group>
    </Group>
  );
}
