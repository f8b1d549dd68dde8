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
  const takeLatest = useLatestCallback(take);
  // Only a form the app took over from the server's page (a form the app draws itself holds nothing typed before it).
  const hydrated = useHydrated();
  const [takenOver] = useState(!hydrated);
  // A layout effect: its update is drawn within the takeover's own commit. An effect's comes a task later, after a re-render
  // the takeover schedules at a higher priority, which draws the field with the empty state: a tap then sent nothing.
  useLayoutEffect(() => {
    if (!takenOver) return;
    form.current?.querySelectorAll('input').forEach((field) => {
      if (field.type !== 'radio' && field.type !== 'hidden' && field.value !== field.defaultValue) takeLatest(field.name, field.value);
    });
  }, [form, takeLatest, takenOver]);
}
