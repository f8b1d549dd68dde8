import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What the server says on the page it answers a step's form with, where the app would have shown a toast: a form sent
 * before the app had arrived, or with JavaScript off (frontend/src/server/booking-forms.ts). It comes once, in the query
 * cache the page is rendered from (and taken over with).
 */
export interface PageNotice {
  title?: string;
  message: string;
  /** The problem under each field, by the field's name (the client's data). */
  fields?: Record<string, string | undefined>;
  /** What the form did, not a problem (Sair da lista): said as news, not as an alert. */
  success?: boolean;
}

export const PAGE_NOTICE_KEY = ['page-notice'] as const;

/** The notice the page was rendered with, if any: read once, as the page first renders. */
export function usePageNotice(): PageNotice | undefined {
  const queryClient = useQueryClient();
  const [notice] = useState(() => queryClient.getQueryData<PageNotice>(PAGE_NOTICE_KEY));
  return notice;
}

/** The notice the page was rendered with, said on this page only: it is gone once the client moves on. */
export function useShownPageNotice(): PageNotice | undefined {
  const queryClient = useQueryClient();
  const notice = usePageNotice();
  useEffect(() => () => queryClient.removeQueries({ queryKey: PAGE_NOTICE_KEY }), [queryClient]);
  return notice;
}

/** The notice as an alert on the page (a success as news); it is gone once the client moves on. */
export function PageNoticeAlert() {
  const notice = useShownPageNotice();
  if (!notice) return null;
  return (
    <Alert color={notice.success ? 'teal' : 'red'} title={notice.title} role={notice.success ? 'status' : 'alert'} mb="lg">
      {notice.message}
    </Alert>
  );
}
