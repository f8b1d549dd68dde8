import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Saves the newest backup of the whole database (the daily one, or the last `npm run backup`) on this device. */
export const useDownloadLatestBackup = () =>
  useMutation({
    mutationFn: async () => {
      const file = await api.download('/api/backups/latest');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `barbearia-backup-${new Date().toISOString().slice(0, 10)}.jsonl.gz`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
