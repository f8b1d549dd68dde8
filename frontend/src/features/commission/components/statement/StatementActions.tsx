import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { showToast, TOAST_DURATION } from '../../../../lib/page/toast';
import { useDownloadStatementCsv } from '../../api/download-statement-csv';
import type { Period } from '../../period';

/** The statement out the door: printed (A4, with signature lines) or as a CSV for Excel. */
export function StatementActions({ barberId, barberName, period }: { barberId: string; barberName: string; period: Period }) {
  const csv = useDownloadStatementCsv();
  const download = () =>
    csv.mutate(
      { barberId, barberName, period },
      {
        onSuccess: () => showToast({ title: 'Sucesso!', message: 'Planilha baixada.', tone: 'success' }),
        onError: (error) =>
          showToast({ title: 'Erro!', message: `Não foi possível baixar a planilha: ${error.message}`, duration: TOAST_DURATION.default }),
      },
    );
  return (
    <Group gap="xs" grow preventGrowOverflow={false}>
      <Button size="md" variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
        Imprimir
      </Button>
      <Button size="md" variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden />} loading={csv.isPending} onClick={download}>
        Baixar CSV
      </Button>
    </Group>
  );
}
