import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toast durations (docs/product.md#messages). */
export const TOAST_DURATION = {
  default: 5000,
  short: 2000,
  navigation: 3000,
} as const;

interface ToastOptions {
  title?: string;
  /** A text, or a text with a button (the agenda's Desfazer). */
  message: ReactNode;
  tone?: 'error' | 'success';
  duration?: number;
}

/** Shows one toast, replacing any toast on screen (only one is visible at a time). */
export function showToast({ title, message, tone = 'error', duration = TOAST_DURATION.short }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: tone === 'error' ? 'red' : 'teal',
    autoClose: duration,
  });
}
