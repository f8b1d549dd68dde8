import { useEffect } from 'react';
import { Notifications, useNotifications } from '@mantine/notifications';

/** Room between the toast and the navigation above it, and from the screen's top edge. */
const GAP = 8;
const EDGE = 16;

/**
 * Puts the toasts (global.css's --toast-top) just below the page's top navigation that is on screen: Voltar, a back link,
 * Minha Agenda's Dia/Semana/Mês and its arrows (each marked data-toast-clear). Once the page is scrolled past them, at
 * the screen's top.
 */
function placeBelowTopNavigation() {
  let top = EDGE;
  for (const element of document.querySelectorAll('[data-toast-clear]')) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 3) top = Math.max(top, box.bottom + GAP);
  }
  document.documentElement.style.setProperty('--toast-top', `${Math.round(top)}px`);
}

/**
 * Where the toasts show (lib/page/toast.ts); DeferredToasts loads it once the first page has rendered. At the top, as far down
 * as the navigation there needs: a toast never covers Voltar or the agenda's Dia/Semana/Mês, nor the bottom bar.
 */
export default function Toasts() {
  const { notifications } = useNotifications();
  const showing = notifications.length > 0;
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeBelowTopNavigation);
    };
    placeBelowTopNavigation();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [showing, notifications]);
  return <Notifications position="top-center" className="toasts" limit={1} autoClose={5000} zIndex={1000} />;
}
