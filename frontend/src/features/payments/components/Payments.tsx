import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconBuildingBank } from '@tabler/icons-react';
import { meQueryOptions } from '../../../api/account/get-me';
import { OwnerOnlyNotice } from '../../../components/layout/OwnerOnlyNotice';
import { paymentSettingsQueryOptions } from '../api/get-payment-settings';
import { PaymentSettingsForm } from './PaymentSettingsForm';

/** Pagamentos: the shop's Pix key and deposit rules, which only the owner sees and sets (the route loaded them for the owner). */
export function Payments() {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  if (me.role === 'owner') return <OwnerPayments />;
  return (
    <OwnerOnlyNotice
      title="Apenas o dono da barbearia configura os pagamentos."
      description="A chave Pix e o sinal valem para a barbearia toda. Para mudar algo, fale com o dono."
    />
  );
}

function OwnerPayments() {
  const { data: settings } = useSuspenseQuery(paymentSettingsQueryOptions());
  return (
    <Stack gap="lg">
      <Alert variant="light" color="brass" icon={<IconBuildingBank size={20} aria-hidden />} title="Como funciona o sinal">
        O cliente paga o sinal por Pix direto na chave da barbearia: o dinheiro cai na sua conta, sem intermediário e sem taxa. O app não vê o seu
        banco: você confere o Pix no app do banco e confirma na agenda, em “Sinal recebido”.
      </Alert>
      <PaymentSettingsForm key={settings.updatedAt ?? 'new'} settings={settings} />
    </Stack>
  );
}
