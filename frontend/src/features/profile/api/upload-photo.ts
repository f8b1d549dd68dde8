import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { applyAccountUpdate } from './apply-account-update';
import type { BarberAccount } from '../../../api/types';

/** Sends the image bytes as they are, with the file's type and its (URL-encoded) name. */
export const useUploadPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<BarberAccount>('auth/me/photo', {
        method: 'PUT',
        body: file,
        headers: { 'X-File-Name': encodeURIComponent(file.name) },
      }),
    onSuccess: (account) => applyAccountUpdate(queryClient, account),
  });
};
