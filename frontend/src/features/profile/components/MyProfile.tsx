import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BarberNotificationsToggle } from './BarberNotificationsToggle';
import { meQueryOptions } from '../../../api/account/get-me';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfileSection } from './ProfileSection';
import { ScheduleSettingsLinks } from './ScheduleSettingsLinks';

/** Meus Dados: photo, account, notifications, password and the way to the schedule settings (the admin layout loaded the account). */
export function MyProfile() {
  const { data: me } = useSuspenseQuery(meQueryOptions());

  return (
    <Stack gap="lg">
      <ProfileSection title="Minha agenda">
        <ScheduleSettingsLinks />
      </ProfileSection>
      <ProfileSection title="Foto">
        <ProfilePhoto account={me} />
      </ProfileSection>
      <ProfileSection title="Dados da conta">
        <AccountForm key={me.id} account={me} />
      </ProfileSection>
      <ProfileSection title="Notificações">
        <BarberNotificationsToggle />
      </ProfileSection>
      <ProfileSection title="Alterar senha">
        <PasswordForm />
      </ProfileSection>
    </Stack>
  );
}
