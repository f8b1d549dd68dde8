import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe at least this long (px), and more horizontal than vertical, turns the page. */
const MIN_SWIPE = 60;

/** Touch handlers that call `onPrevious` on a swipe to the right and `onNext` on a swipe to the left. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = { x: touch.clientX, y: touch.clientY };
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_SWIPE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx > 0) onPrevious();
      else onNext();
    },
  };
}
