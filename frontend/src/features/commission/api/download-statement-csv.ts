import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Period } from '../period';

/** The statement as a CSV for Excel pt-BR, saved as a file (the call carries the login, so a plain link cannot). */
export const useDownloadStatementCsv = () =>
  useMutation({
    mutationFn: async ({ barberId, barberName, period }: { barberId: string; barberName: string; period: Period }) => {
      const file = await api.download('/api/commission/statement.csv', { query: { userId: barberId, from: period.from, to: period.to } });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `extrato-${barberName.replace(/[^\p{L}\p{N}-]+/gu, '-')}-${period.from}-a-${period.to}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
