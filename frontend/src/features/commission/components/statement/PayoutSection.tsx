import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { Statement } from '../../../../api/types';
import { formatBRL } from '../../../../lib/format/format';
import { showToast, TOAST_DURATION } from '../../../../lib/page/toast';
import type { ShopDate } from '../../../../lib/time/shop-types';
import { usePayPeriod } from '../../api/pay-period';
import { formatIsoDate, periodLabel } from '../../period';
import { payoutState } from '../../payout-state';

interface PayoutSectionProps {
  statement: Statement;
  today: ShopDate;
  /** The shop's, for the day a payout was made. */
  timeZone: string;
  /** The owner pays; a barber sees whether it was paid. */
  owner: boolean;
}

/** Whether the period was paid (frozen, and a warning when it changed since), or *Marcar como pago* for the owner. */
export function PayoutSection({ statement, today, timeZone, owner }: PayoutSectionProps) {
  const state = payoutState(statement, today, timeZone);
  return (
    <Stack gap="xs" component="section" aria-label="Pagamento">
      {statement.changedSincePaid && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Mudou depois de pago"
          data-testid="changed-since-paid"
        >
          Um atendimento ou uma taxa deste período mudou depois do pagamento. O valor pago não muda: a diferença entra como ajuste no próximo extrato.
        </Alert>
      )}
      {(state.kind === 'paid' || state.kind === 'overlaps') && statement.payout && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={state.note} data-testid="payout-paid">
          {state.kind === 'paid'
            ? `Foram pagos ${formatBRL(statement.payout.totals.paid)}. Os valores deste período ficam congelados.`
            : `Foram pagos ${formatBRL(statement.payout.totals.paid)} de ${periodLabel(statement.payout)}. Para pagar, escolha um período sem dias já pagos.`}
        </Alert>
      )}
      {state.kind === 'not-over' && (
        <Text c="dimmed" size="sm">
          Não pago. O período termina em {formatIsoDate(statement.to)}: {owner ? 'marque como pago a partir desse dia.' : 'o pagamento vem depois.'}
        </Text>
      )}
      {state.kind === 'rate-missing' && (
        <Text c="orange.4" size="sm">
          Não pago. {owner ? 'Defina a taxa em Comissões antes de marcar como pago.' : 'Falta a taxa: fale com o dono da barbearia.'}
        </Text>
      )}
      {state.kind === 'payable' && (owner ? <PayButton statement={statement} /> : <Text size="sm">Ainda não pago.</Text>)}
    </Stack>
  );
}

function PayButton({ statement }: { statement: Statement }) {
  const [asking, dialog] = useDisclosure(false);
  const pay = usePayPeriod();
  const confirm = () =>
    pay.mutate(
      { userId: statement.userId, from: statement.from, to: statement.to },
      {
        onSuccess: (payout) => {
          showToast({ title: 'Sucesso!', message: `Pagamento de ${formatBRL(payout.totals.paid)} registrado.`, tone: 'success' });
          dialog.close();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message, duration: TOAST_DURATION.default }),
      },
    );
  return (
    <>
      <Button size="md" color="teal" leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={dialog.open}>
        Marcar como pago
      </Button>
      <Modal opened={asking} onClose={dialog.close} title="Marcar como pago?" centered radius="lg">
        <Stack gap="lg">
          <Text>
            {periodLabel(statement)}: {statement.totals.toPay == null ? '' : `${formatBRL(statement.totals.toPay)}. `}
            Depois de pago, os valores ficam congelados; uma mudança depois entra como ajuste no próximo período.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={dialog.close} disabled={pay.isPending}>
              Cancelar
            </Button>
            <Button color="teal" size="md" loading={pay.isPending} onClick={confirm}>
              Confirmar pagamento
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
