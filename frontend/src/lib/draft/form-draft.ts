import { useCallback, useEffect, useState } from 'react';

/**
 * What a barber is typing in an admin form, kept in the tab's sessionStorage under
 * 'form-draft:<form>' so that a session that expires mid-form (the login comes in between) or a
 * reload gives it back. Leaving the form any other way (saving, Voltar, the menu) forgets it.
 */
const PREFIX = 'form-draft:';

/** True between a rejected session and the next login: the form being left must keep its draft. */
let keepDraftsOnLeave = false;

export type Draft = Record<string, unknown>;

/** The form's draft: what was typed, field by field (a cleared field is null: JSON has no undefined). */
export function readFormDraft(form: string): Draft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PREFIX + form) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Draft) : {};
  } catch {
    return {};
  }
}

function forgetDraft(form: string): void {
  sessionStorage.removeItem(PREFIX + form);
}

/** The session was refused: the form on screen is about to be left for the login, keep its draft. */
export function keepFormDraftsForLogin(): void {
  keepDraftsOnLeave = true;
}

/** Logged in again: the form comes back with its draft, and later ways out forget it again. */
export function resumeFormDrafts(): void {
  keepDraftsOnLeave = false;
}

/** Sair: nothing typed in this tab outlives the session. */
export function clearFormDrafts(): void {
  Object.keys(sessionStorage)
    .filter((key) => key.startsWith(PREFIX))
    .forEach((key) => sessionStorage.removeItem(key));
}

/** Adds fields to the form's draft, next to the ones other parts of the form keep there. */
export function saveFormDraft(form: string, fields: Draft): void {
  sessionStorage.setItem(PREFIX + form, JSON.stringify({ ...readFormDraft(form), ...fields }));
}

/** Forgets the form's draft when it is left, unless the login is about to come in between. */
export function useForgetDraftOnLeave(form: string | undefined): void {
  useEffect(
    () => () => {
      if (form && !keepDraftsOnLeave) forgetDraft(form);
    },
    [form],
  );
}

/**
 * `useState` for one field of a form on plain state (the client data form, which public pages share),
 * mirrored into the form's draft. `form` names the form and what it edits ('appointment:new'), so two
 * forms never share a draft; without it the field is plain state (a public form). Admin forms on
 * @mantine/form use `useDraftForm` (lib/draft/use-draft-form.ts) instead.
 */
export function useFormDraftState<T>(form: string | undefined, field: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    if (!form) return initial;
    const draft = readFormDraft(form);
    return field in draft ? ((draft[field] ?? undefined) as T) : initial;
  });
  useForgetDraftOnLeave(form);

  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (form) saveFormDraft(form, { [field]: next ?? null });
    },
    [form, field],
  );
  return [value, change];
}
