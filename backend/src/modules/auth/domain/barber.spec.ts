import { OwnerCannotBeDeactivated } from './auth.errors';
import { Barber } from './barber.entity';

describe('Barber', () => {
  it('ends every session when the password changes', () => {
    const barber = new Barber('joao', 'old-hash', 'barber');
    barber.changePassword('new-hash');
    expect(barber.passwordHash).toBe('new-hash');
    expect(barber.tokenVersion).toBe(1);
  });

  it('ends every session for good when deactivated; reactivating brings no old token back', () => {
    const barber = new Barber('joao', 'hash', 'barber');
    barber.deactivate();
    expect(barber.active).toBe(false);
    expect(barber.tokenVersion).toBe(1);
    barber.deactivate();
    expect(barber.tokenVersion).toBe(1);
    barber.activate();
    expect(barber.active).toBe(true);
    expect(barber.tokenVersion).toBe(1);
  });

  it('keeps the owner active', () => {
    const owner = new Barber('dono', 'hash', 'owner');
    expect(() => owner.deactivate()).toThrow(OwnerCannotBeDeactivated);
    expect(owner.active).toBe(true);
  });

  it('stores a renamed username in its NFKC form', () => {
    const barber = new Barber('joao', 'hash', 'barber');
    barber.rename('ｊｏａｏ２');
    expect(barber.username).toBe('joao2');
  });
});
