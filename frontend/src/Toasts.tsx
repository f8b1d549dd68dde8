import { Notifications } from '@mantine/notifications';

/**
 * Where the toasts show (lib/toast.ts). main.tsx loads it after the first page has painted: a toast shown before
 * it has arrived waits in the notifications store and appears with it.
 */
export default function Toasts() {
  return <Notifications position="top-center" limit={1} autoClose={5000} zIndex={1000} />;
}
