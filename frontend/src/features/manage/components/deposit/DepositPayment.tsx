import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useHydrated } from '@tanstack/react-router';
import { formatBRL, formatClockTime } from '../../../../lib/format/format';
import { useReportDepositPaid } from '../../api/report-deposit-paid';
import type { DepositPaymentOf } from '../../pending-deposit';
import { DepositTerms } from './DepositTerms';
import { PixQrCode } from './PixQrCode';

interface DepositPaymentProps {
  token: string;
  deposit: DepositPaymentOf;
  timeZone: string;
  /** The hold is over on this device's clock: nothing is offered to pay while the server's answer comes. */
  holdEnded: boolean;
}

const SETTLED: Partial<Record<DepositPaymentOf['status'], string>> = {
  confirmed: 'Sinal recebido',
  refund_due: 'Sinal a devolver',
  refunded: 'Sinal devolvido',
  credited: 'Sinal guardado como crédito',
  kept: 'Sinal retido pela barbearia',
};

/**
 * The booking's Pix deposit: while pending, the code to copy with Copiar and "Já paguei" first (a phone pays from its
 * own bank app), the QR code behind "Mostrar QR Code" (for paying from another screen), then the money and the rules;
 * afterwards, what became of it. Rendered on the server too, so that a phone without the app yet (or without JavaScript)
 * can copy the code and say it paid.
 */
export default function DepositPayment({ token, deposit, timeZone, holdEnded }: DepositPaymentProps) {
  if (deposit.status === 'expired') {
    return (
      <Alert color="red" title="Agendamento cancelado" role="status">
        O sinal de {formatBRL(deposit.toPay)} não foi pago até {formatClockTime(deposit.holdUntil, timeZone)}, por isso o horário foi liberado.
      </Alert>
    );
  }
  if (deposit.status === 'pending' && holdEnded) return null;
  if (deposit.status !== 'pending' || !deposit.pixCopiaECola) {
    return (
      <Alert color="teal" title={SETTLED[deposit.status] ?? 'Sinal'} role="status" icon={<IconCircleCheck aria-hidden />}>
        Sinal de {formatBRL(deposit.amount)}.{deposit.status === 'confirmed' && ` Na barbearia, falta pagar ${formatBRL(deposit.dueAtShop)}.`}
      </Alert>
    );
  }
  return (
    <>
      <PendingDeposit token={token} deposit={deposit} code={deposit.pixCopiaECola} />
      <DepositTerms deposit={deposit} />
    </>
  );
}

function PendingDeposit({ token, deposit, code }: { token: string; deposit: DepositPaymentOf; code: string }) {
  const paid = useReportDepositPaid(token);
  const reported = deposit.reportedPaid || paid.isSuccess;
  // Before the app has arrived (or without JavaScript), Já paguei posts the page it is on (its form has no action: the
  // booking's result or manage page), which the server answers with that page again (server/deposit-paid-form.ts).
  const report = (event: FormEvent) => {
    event.preventDefault();
    paid.mutate();
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Pagar o sinal">
      <Stack gap="sm">
        <div>
          <Text fw={700}>Pague {formatBRL(deposit.toPay)} com o Pix copia e cola</Text>
          <TimeLeft until={deposit.holdUntil} />
        </div>
        <CopyCode code={code} />
        {reported ? (
          <Alert color="blue" role="status">
            Avisamos a barbearia; aguarde a confirmação.
          </Alert>
        ) : (
          <form method="post" onSubmit={report}>
            <Button type="submit" fullWidth loading={paid.isPending}>
              Já paguei
            </Button>
          </form>
        )}
        {paid.isError && !reported && (
          <Text c="red" size="sm" role="alert">
            Não foi possível avisar a barbearia. Tente novamente.
          </Text>
        )}
        <details className="needs-js">
          <summary style={{ cursor: 'pointer', padding: '12px 0', fontWeight: 600 }}>Mostrar QR Code</summary>
          <Text size="sm" c="dimmed" mb="sm">
            Para pagar de outro aparelho: abra o app do banco nele e aponte a câmera para o código.
          </Text>
          <PixQrCode code={code} />
        </details>
        <Text size="xs" c="dimmed">
          Identificador do Pix: {deposit.txid}
        </Text>
      </Stack>
    </Paper>
  );
}

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  // Copying needs the app: its button waits for it (the code's field can be selected and copied by hand meanwhile).
  const appReady = useHydrated();
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <Stack gap="xs">
      <TextInput label="Pix copia e cola" value={code} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Button variant="light" leftSection={<IconCopy size={18} aria-hidden />} disabled={!appReady} onClick={() => void copy()}>
        {copied ? 'Copiado' : 'Copiar'}
      </Button>
    </Stack>
  );
}

/** Minutes left of the hold, counted once the page runs (the server's page says only the time, in the heading). */
function TimeLeft({ until }: { until: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 15_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  if (now === null) return null;
  const minutes = Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));
  return (
    <Text size="sm" c="dimmed" mt={4}>
      {minutes > 0 ? `Faltam ${minutes} min. O horário fica reservado até lá.` : 'O prazo do Pix terminou.'}
    </Text>
  );
}
