import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_FAILED, confirmOutcome, confirmTargetOf, confirmTargets, postConfirm } from './push-confirm';

const SHEET = '/administrador/minha-agenda?dia=2026-11-28&agendamento=3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const POST = '/api/appointment/deposit/confirm-from-push/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const CONFIRMAR = { action: 'confirmar-sinal', title: 'Confirmar', url: SHEET, post: POST, done: 'Sinal de R$ 10,50 de João confirmado.' };

describe('a push button that confirms by itself', () => {
  it('keeps the button’s POST, its text and its page; the body and plain buttons have none', () => {
    const confirms = confirmTargets('/administrador/minha-agenda', [CONFIRMAR, { action: 'abrir', title: 'Abrir', url: SHEET }]);
    expect(confirms).toEqual({ 'confirmar-sinal': { post: POST, done: CONFIRMAR.done, url: SHEET } });
    const data = { url: '/administrador/minha-agenda', actions: {}, confirms };
    expect(confirmTargetOf(data, 'confirmar-sinal')).toEqual({ post: POST, done: CONFIRMAR.done, url: SHEET });
    expect(confirmTargetOf(data, '')).toBeNull();
    expect(confirmTargetOf(data, 'abrir')).toBeNull();
    expect(confirmTargetOf(data, 'toString')).toBeNull();
    expect(confirmTargetOf(null, 'confirmar-sinal')).toBeNull();
  });

  it('POSTs only an API path of this app, and never leaves it', () => {
    const tricks = ['https://evil.example/api/x', '//evil.example/api/x', '/administrador', '/api/../x', '/api\\x', 7];
    expect(
      confirmTargets(
        '/',
        tricks.map((post) => ({ ...CONFIRMAR, post })),
      ),
    ).toEqual({});
    expect(confirmTargets('/', [{ ...CONFIRMAR, done: undefined }, 'x', null])).toEqual({});
    expect(confirmTargets('/', [{ ...CONFIRMAR, url: 'https://evil.example/' }])['confirmar-sinal'].url).toBe('/');
    expect(confirmTargetOf({ confirms: { a: { post: '//evil.example/api/x', done: 'x', url: '/' } } }, 'a')).toBeNull();
  });

  it('sends a POST without cookies, and reads a 2xx as confirmed, anything else as not', async () => {
    const target = { post: POST, done: CONFIRMAR.done, url: SHEET };
    const answering = (status: number) => vi.fn<typeof fetch>(async () => new Response(null, { status }));
    const ok = answering(200);
    expect(await postConfirm(target, ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith(POST, { method: 'POST', credentials: 'omit', cache: 'no-store' });
    expect(await postConfirm(target, answering(404))).toBe(false);
    expect(await postConfirm(target, answering(409))).toBe(false);
    expect(
      await postConfirm(
        target,
        vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).toBe(false);
  });

  it('says what came of it, and its tap opens the booking’s day', () => {
    const target = { post: POST, done: CONFIRMAR.done, url: SHEET };
    expect(confirmOutcome(target, true)).toEqual({
      title: 'Sinal confirmado',
      body: 'Sinal de R$ 10,50 de João confirmado.',
      data: { url: SHEET, actions: {} },
    });
    expect(confirmOutcome(target, false)).toEqual({ title: 'Sinal não confirmado', body: CONFIRM_FAILED, data: { url: SHEET, actions: {} } });
    expect(CONFIRM_FAILED).toBe('Não foi possível confirmar: abra a agenda.');
  });
});
