import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { TeamMemberMenu, type TeamAction } from './TeamMemberMenu';
import type { BarberAccount } from '../../../api/types';

interface TeamMemberCardProps {
  member: BarberAccount;
  isMe: boolean;
  onAction: (action: TeamAction) => void;
}

export function TeamMemberCard({ member, isMe, onAction }: TeamMemberCardProps) {
  return (
    <Paper component="li" withBorder p="md" radius="lg" bg="dark.6" opacity={member.active ? 1 : 0.7}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <Avatar src={member.photoUrl} name={member.displayName} alt="" size={48} color="brass" />
          <Stack gap={4} miw={0}>
            <Text fw={700} size="lg" truncate>
              {member.displayName}
              {isMe && (
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  (você)
                </Text>
              )}
            </Text>
            {/* Not dimmed: on an inactive member's faded card, dimmed text falls below AA contrast. */}
            <Text size="sm" truncate>
              Usuário: {member.username}
            </Text>
            {member.email && (
              <Text size="sm" c="dimmed" truncate>
                {member.email}
              </Text>
            )}
            <Group gap={6}>
              <Badge variant="light" color={member.role === 'owner' ? 'brass' : 'gray'}>
                {member.role === 'owner' ? 'Dono' : 'Barbeiro'}
              </Badge>
              {!member.active && (
                <Badge variant="outline" color="red">
                  Inativo
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <TeamMemberMenu member={member} onAction={onAction} />
      </Group>
    </Paper>
  );
}
