import { useLayoutEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { useLatestCallback } from './use-latest-callback';

/**
 * A page the server rendered shows its fields before the app has arrived: what is typed into them then (or put there by the
 * browser, an autofill, a form restored) is on screen but not in the app's state, which would draw it away at its next
 * render. Once the app has taken the form over, each text field whose text differs from what the server rendered is handed
 * to `take`, as if typed now.
 */
export function useTypedBeforeTakeover(form: RefObject<HTMLFormElement | null>, take: (name: string, value: string) => void): void {
  useOnTakeover(() => {
    form.current?.querySelectorAll('input').forEach((field) => {
      if (field.type !== 'radio' && field.type !== 'hidden' && field.value !== field.defaultValue) take(field.name, field.value);
    });
  });
}

/** Runs `read` once, in the commit in which the app takes a server-rendered form over; never for a form the app drew itself. */
export function useOnTakeover(read: () => void): void {
  const readLatest = useLatestCallback(read);
  const hydrated = useHydrated();
  const [takenOver] = useState(!hydrated);
  // A layout effect: its update is drawn within the takeover's own commit. An effect's comes a task later, after a re-render
  // the takeover schedules at a higher priority, which draws the field with the empty state: a tap then sent nothing.
  useLayoutEffect(() => {
    if (takenOver) readLatest();
  }, [readLatest, takenOver]);
}
