import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { BarberAccount } from '../../../api/types';

export type TeamAction = 'rename' | 'password' | 'deactivate' | 'reactivate';

interface TeamMemberMenuProps {
  member: BarberAccount;
  onAction: (action: TeamAction) => void;
}

/** A barber's actions; the owner can never be deactivated. */
export function TeamMemberMenu({ member, onAction }: TeamMemberMenuProps) {
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="light" color="gray" size={44} aria-label={`Ações para ${member.username}`}>
          <IconDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={18} aria-hidden />} onClick={() => onAction('rename')}>
          Renomear
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={18} aria-hidden />} onClick={() => onAction('password')}>
          Redefinir senha
        </Menu.Item>
        {member.role !== 'owner' &&
          (member.active ? (
            <Menu.Item color="red" leftSection={<IconUserOff size={18} aria-hidden />} onClick={() => onAction('deactivate')}>
              Desativar
            </Menu.Item>
          ) : (
            <Menu.Item color="teal" leftSection={<IconUserCheck size={18} aria-hidden />} onClick={() => onAction('reactivate')}>
              Reativar
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
