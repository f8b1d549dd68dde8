import { Notifications } from '@mantine/notifications';

/**
 * Where the toasts show (lib/toast.ts); DeferredToasts loads it once the first page has rendered. At the bottom, lifted
 * clear of what is there (global.css's .toasts): never over Voltar or the agenda's Dia/Semana/Mês at the top, nor the
 * admin's bottom bar, the agenda's Novo or a step's Continuar at the bottom.
 */
export default function Toasts() {
  return <Notifications position="bottom-center" className="toasts" limit={1} autoClose={5000} zIndex={1000} />;
}
