import { useState } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { readFormDraft, saveFormDraft, useForgetDraftOnLeave } from './form-draft';

/**
 * `useForm` for an admin form whose values are kept in its draft (lib/draft/form-draft.ts): they start from
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
      saveFormValues(draft, values);
      onValuesChange?.(values, previous);
    },
  });
}

/**
 * The draft's values for the fields of `initial` (the rest kept as they are): what the barber typed before
 * the login came in between. A cleared field, stored as null, comes back undefined.
 */
export function restoreFormDraft<Values extends object>(form: string, initial: Values): Values {
  const draft = readFormDraft(form);
  const restored = Object.keys(initial).filter((field) => field in draft);
  return { ...initial, ...Object.fromEntries(restored.map((field) => [field, draft[field] ?? undefined])) };
}

/** Saves the form's values into its draft; JSON has no undefined, so a cleared field is stored as null (not left to its initial value). */
export function saveFormValues(form: string, values: object): void {
  saveFormDraft(form, Object.fromEntries(Object.entries(values).map(([field, value]: [string, unknown]) => [field, value ?? null])));
}
