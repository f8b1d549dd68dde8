import { useState } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { restoreFormDraft, saveFormDraft, useForgetDraftOnLeave } from './form-draft';

/**
 * `useForm` for an admin form whose values are kept in its draft (lib/form-draft.ts): they start from
 * what the barber was typing before an expired session's login (or a reload), every change is saved,
 * and leaving the form forgets them. `draft` names the form and what it edits ('service:<id|new>').
 */
export function useDraftForm<Values extends Record<string, unknown>>(
  draft: string,
  { initialValues, onValuesChange, ...options }: UseFormInput<Values> & { initialValues: Values },
): UseFormReturnType<Values> {
  const [restored] = useState(() => restoreFormDraft(draft, initialValues));
  useForgetDraftOnLeave(draft);
  return useForm<Values>({
    ...options,
    initialValues: restored,
    onValuesChange: (values, previous) => {
      saveFormDraft(draft, values);
      onValuesChange?.(values, previous);
    },
  });
}
