import { describe, expect, it } from 'vitest';
import { waitingLabel } from './waiting-count';

describe('waitingLabel', () => {
  it('says how many wait for the day', () => {
    expect(waitingLabel(1)).toBe('1 na lista de espera');
    expect(waitingLabel(3)).toBe('3 na lista de espera');
  });
});
