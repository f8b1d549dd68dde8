import { useCallback, useEffect, useState } from 'react';

/**
 * What a barber is typing in an admin form, kept in the tab's sessionStorage under
 * 'form-draft:<form>' so that a session that expires mid-form (the login comes in between) or a
 * reload gives it back. Leaving the form any other way (saving, Voltar, the menu) forgets it.
 */
const PREFIX = 'form-draft:';

/** True between a rejected session and the next login: the form being left must keep its draft. */
let keepDraftsOnLeave = false;

type Draft = Record<string, unknown>;

function readDraft(form: string): Draft {
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

/**
 * `useState` for one field of an admin form, mirrored into the form's draft. `form` names the form
 * and what it edits ('appointment:new', 'service:<id>'), so two forms never share a draft; without
 * it the field is plain state (a public form).
 */
export function useFormDraftState<T>(form: string | undefined, field: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    if (!form) return initial;
    const draft = readDraft(form);
    // JSON has no undefined: a cleared field is stored as null.
    return field in draft ? ((draft[field] ?? undefined) as T) : initial;
  });

  useEffect(
    () => () => {
      if (form && !keepDraftsOnLeave) forgetDraft(form);
    },
    [form],
  );

  const change = useCallback(
    (next: T) => {
      setValue(next);
      if (form) sessionStorage.setItem(PREFIX + form, JSON.stringify({ ...readDraft(form), [field]: next ?? null }));
    },
    [form, field],
  );
  return [value, change];
}
