import { expect, type APIRequestContext } from '@playwright/test';

/** The shop's Pix settings the deposit's browser tests turn on; they are shop-wide, so each such test turns them off again. */
export const PIX_SETTINGS = {
  pixKeyKind: 'random',
  pixKey: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  receiverName: 'Barbearia do Teste',
  receiverCity: 'Sao Paulo',
  depositAppliesTo: 'always',
  holdMinutes: 15,
  cancelInTime: 'refund',
};

/** The owner's (the demo login's) bearer header: the owner may act in any team member's agenda. */
export async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { username: 'barbeiro', password: 'barbearia123' } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** Turns the shop's deposit on (a fixed amount in reais) or off, as the owner does in Pagamentos. */
export async function setDeposit(request: APIRequestContext, rule: { depositRule: 'off' | 'fixed'; depositValue?: number }) {
  const saved = await request.put('/api/payments/settings', { headers: await ownerHeaders(request), data: { ...PIX_SETTINGS, ...rule } });
  expect(saved.status(), await saved.text()).toBe(200);
}
