import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { ClientExportFormat } from '../../../api/types';

/** Saves the client's data (every booking the shop keeps of them) as a JSON or CSV file on this device. */
export const useDownloadClientData = () =>
  useMutation({
    mutationFn: async ({ contactKey, format }: { contactKey: string; format: ClientExportFormat }) => {
      const file = await api.download('/api/appointment/admin/clients/{contact}/export', { path: { contact: contactKey }, query: { format } });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `cliente-${contactKey}.${format}`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
