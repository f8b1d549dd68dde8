/** The shop's Pix settings the deposit's tests start from: a valid CPF key and a fixed R$ 10,50 deposit on every booking. */
export const PIX_TERMS = {
  pixKeyKind: 'cpf',
  pixKey: '123.456.789-09',
  receiverName: 'Barbearia do João',
  receiverCity: 'São Paulo',
  depositRule: 'fixed',
  depositValue: 10.5,
  depositAppliesTo: 'always',
  holdMinutes: 15,
  cancelInTime: 'refund',
};
