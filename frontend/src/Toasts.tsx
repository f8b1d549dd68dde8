import { Notifications } from '@mantine/notifications';

/** Where the toasts show (lib/toast.ts); DeferredToasts loads it once the first page has rendered. */
export default function Toasts() {
  return <Notifications position="top-center" limit={1} autoClose={5000} zIndex={1000} />;
}
