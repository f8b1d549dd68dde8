import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BarberNotificationsToggle } from './BarberNotificationsToggle';
import { meQueryOptions } from '../../../api/account/get-me';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';
import { ProfilePhoto } from './ProfilePhoto';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { ScheduleSettingsLinks, ShopSettingsLinks } from './SettingsLinks';

/**
 * Meus Dados: photo, account, notifications, password and the way to the schedule settings, and for the owner to the
 * shop's Pagamentos (the admin layout loaded the account).
 */
export function MyProfile() {
  const { data: me } = useSuspenseQuery(meQueryOptions());

  return (
    <Stack gap="lg">
      <SettingsSection title="Minha agenda">
        <ScheduleSettingsLinks />
      </SettingsSection>
      {me.role === 'owner' && (
        <SettingsSection title="Barbearia">
          <ShopSettingsLinks />
        </SettingsSection>
      )}
      <SettingsSection title="Foto">
        <ProfilePhoto account={me} />
      </SettingsSection>
      <SettingsSection title="Dados da conta">
        <AccountForm key={me.id} account={me} />
      </SettingsSection>
      <SettingsSection title="Notificações">
        <BarberNotificationsToggle />
      </SettingsSection>
      <SettingsSection title="Alterar senha">
        <PasswordForm />
      </SettingsSection>
    </Stack>
  );
}
