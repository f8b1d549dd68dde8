import { describe, expect, it } from 'vitest';
import { clientLabel } from './client-label';

describe("a card's client name", () => {
  it('is the name, or "dados apagados" once the personal data was erased', () => {
    expect(clientLabel({ clientName: 'Maria Souza' })).toBe('Maria Souza');
    expect(clientLabel({ clientName: '', personalDataErased: true })).toBe('dados apagados');
  });
});
