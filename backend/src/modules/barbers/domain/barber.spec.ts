import { OwnerCannotBeDeactivated } from './barber.errors';
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

  it('keeps its keys when given its own name again (an account a migration set apart from a look-alike)', () => {
    const barber = new Barber('João', 'hash', 'barber');
    barber.usernameSkeleton = `joao#${barber.id}`;
    barber.rename(' João ');
    expect(barber.usernameSkeleton).toBe(`joao#${barber.id}`);
    barber.rename('João Pedro');
    expect(barber.usernameSkeleton).toBe('joaopedro');
  });
});
