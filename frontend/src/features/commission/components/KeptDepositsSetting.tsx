import { Alert, Skeleton, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { showToast, TOAST_DURATION } from '../../../lib/page/toast';
import { commissionSettingsQueryOptions, useSaveCommissionSettings } from '../api/commission-settings';

/** Pagamentos' *Dividir o sinal retido em faltas*: off (the default), the shop keeps a no-show's deposit; on, it is split by the barber's rate. */
export function KeptDepositsSetting() {
  const settings = useQuery(commissionSettingsQueryOptions());
  const save = useSaveCommissionSettings();
  const change = (splitKeptDeposits: boolean) =>
    save.mutate(
      { splitKeptDeposits },
      {
        onSuccess: () =>
          showToast({
            title: 'Sucesso!',
            message: splitKeptDeposits ? 'O sinal retido agora é dividido pela comissão.' : 'O sinal retido agora fica com a barbearia.',
            tone: 'success',
          }),
        onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
      },
    );
  return (
    <SettingsSection
      title="Comissão e sinal retido"
      description="Quando o cliente falta e a barbearia fica com o sinal, ele pode ser dividido com o barbeiro pela comissão dele. Períodos já pagos não mudam."
    >
      {settings.isPending && <Skeleton height={44} aria-busy="true" />}
      {settings.isError && (
        <Alert color="red" title="Erro!">
          Não foi possível carregar a configuração: {settings.error.message}
        </Alert>
      )}
      {settings.data && (
        <Switch
          size="lg"
          label="Dividir o sinal retido em faltas"
          description={settings.data.splitKeptDeposits ? 'Dividido pela comissão do barbeiro.' : 'Desligado: a barbearia fica com o sinal.'}
          checked={settings.data.splitKeptDeposits}
          disabled={save.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
        />
      )}
    </SettingsSection>
  );
}
