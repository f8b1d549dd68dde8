import { Service } from './service.entity';
import { ensureValidServiceName, ensureValidServiceValue, serviceValueInCents } from './service-rules';

describe('service rules', () => {
  it('converts reais with up to two decimals to centavos exactly', () => {
    expect(serviceValueInCents(35)).toBe(3500);
    expect(serviceValueInCents(35.1)).toBe(3510);
    expect(serviceValueInCents(19.99)).toBe(1999);
    expect(serviceValueInCents(1.005 + 0.005)).toBe(101);
  });

  it('refuses a value with more than two decimals', () => {
    expect(() => serviceValueInCents(10.555)).toThrow('Insira um VALOR válido.');
  });

  it('refuses a value below R$ 1,00 or absurdly high', () => {
    expect(() => ensureValidServiceValue(99)).toThrow('Insira um VALOR válido.');
    expect(() => ensureValidServiceValue(10_000_001)).toThrow('Insira um VALOR válido.');
    expect(ensureValidServiceValue(100)).toBe(100);
  });

  it('trims the name and refuses an empty or too long one', () => {
    expect(ensureValidServiceName('  Corte  ')).toBe('Corte');
    expect(() => ensureValidServiceName('   ')).toThrow('Insira um NOME válido.');
    expect(() => ensureValidServiceName('x'.repeat(61))).toThrow('Insira um NOME válido.');
  });

  it('never moves a service to another barber and deactivates instead of forgetting it', () => {
    const service = Service.offer('barber-a', { name: ' Barba ', valueCents: 2500, doubleTime: false });
    service.describe({ name: 'Barba completa', valueCents: 3000, doubleTime: true });
    expect(service).toMatchObject({ barberId: 'barber-a', name: 'Barba completa', valueCents: 3000, doubleTime: true, active: true });
    expect(() => service.ensureOwnedBy('barber-b')).toThrow('Acesso negado.');
    service.deactivate();
    expect(service.active).toBe(false);
  });
});
