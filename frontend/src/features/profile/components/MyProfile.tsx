import { Alert, Skeleton, Stack } from '@mantine/core';
import { BarberNotificationsToggle } from '../../push/components/BarberNotificationsToggle';
import { useMe } from '../../session/api/get-me';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfileSection } from './ProfileSection';
import { ScheduleSettingsLinks } from './ScheduleSettingsLinks';

/** Meus Dados: photo, account, notifications, password and the way to the schedule settings. */
export function MyProfile() {
  const me = useMe();

  if (me.isError) {
    return (
      <Alert color="red" title="Erro!">
        {me.error.message}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <ProfileSection title="Minha agenda">
        <ScheduleSettingsLinks />
      </ProfileSection>
      {me.isPending ? (
        <>
          <Skeleton height={150} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </>
      ) : (
        <>
          <ProfileSection title="Foto">
            <ProfilePhoto account={me.data} />
          </ProfileSection>
          <ProfileSection title="Dados da conta">
            <AccountForm key={me.data.id} account={me.data} />
          </ProfileSection>
        </>
      )}
      <ProfileSection title="Notificações">
        <BarberNotificationsToggle />
      </ProfileSection>
      <ProfileSection title="Alterar senha">
        <PasswordForm />
      </ProfileSection>
    </Stack>
  );
}
