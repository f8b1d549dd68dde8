import { describe, expect, it } from 'vitest';
import { clickTarget, notificationTargets } from './notification-target';

const SHEET = '/administrador/minha-agenda?dia=2026-11-28&agendamento=3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('where a push notification’s tap goes', () => {
  it('shows the payload’s buttons and opens each one’s page, the body opening the notification’s', () => {
    const { buttons, targets } = notificationTargets('/administrador/minha-agenda', [{ action: 'confirmar-sinal', title: 'Confirmar', url: SHEET }]);
    expect(buttons).toEqual([{ action: 'confirmar-sinal', title: 'Confirmar' }]);
    expect(clickTarget(targets, 'confirmar-sinal')).toBe(SHEET);
    expect(clickTarget(targets, '')).toBe('/administrador/minha-agenda');
    expect(clickTarget(targets, 'unknown')).toBe('/administrador/minha-agenda');
  });

  it('never leaves the app: another site, a protocol-relative address or a missing one open the first page', () => {
    const { buttons, targets } = notificationTargets('https://evil.example/', [
      { action: 'a', title: 'A', url: '//evil.example/x' },
      { action: 'b', title: 'B', url: 'javascript:alert(1)' },
      { action: 'c' },
      'not a button',
    ]);
    expect(buttons.map((button) => button.action)).toEqual(['a', 'b']);
    expect(clickTarget(targets, 'a')).toBe('/');
    expect(clickTarget(targets, 'b')).toBe('/');
    expect(clickTarget(targets, '')).toBe('/');
    expect(clickTarget(null, 'a')).toBe('/');
    expect(clickTarget({ actions: { toString: 1 } }, 'toString')).toBe('/');
    expect(notificationTargets('/agenda/consultar', undefined)).toEqual({ buttons: [], targets: { url: '/agenda/consultar', actions: {} } });
  });
});
