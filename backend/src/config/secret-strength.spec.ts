import { adminPasswordWeakness, jwtSecretWeakness, secretWeakness } from './secret-strength';

/** As `openssl rand -base64 48` and `openssl rand -hex 32` print. */
const BASE64_48 = 'vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8';
const HEX_32 = '9c1f0e8a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e';
const DEMO_SHOP = { shopName: 'Barbearia Navalha de Ouro', usernames: ['barbeiro'] };

describe('secret strength', () => {
  describe('JWT_SECRET and METRICS_TOKEN', () => {
    it('refuse what the outside probes used: the alphabet in order, 32 × "a"', () => {
      const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
      for (const weak of [alphabet, 'a'.repeat(32)]) {
        expect([weak, jwtSecretWeakness(weak)]).toEqual([
          weak,
          expect.stringMatching(/^is too easy to guess \(about 10\^\d+\.\d guesses; a random 128-bit secret takes 10\^38\.5\)$/),
        ]);
        expect(secretWeakness(weak)).toMatch(/^is too easy to guess/);
      }
    });

    it('refuse a word or a pattern repeated, and random text too short for 128 bits', () => {
      for (const weak of [
        'segredo-segredo-segredo-segredo!',
        '0123456789abcde'.repeat(3),
        'iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5ax',
        '3f9a0c1be24d5867f0a9c3e1b2d4f607',
      ]) {
        expect([weak, secretWeakness(weak)]).toEqual([weak, expect.stringMatching(/^is too easy to guess/)]);
      }
    });

    it('accept what openssl rand -base64 48 or -hex 32 prints, and a very long passphrase', () => {
      for (const strong of [BASE64_48, HEX_32, 'correto cavalo bateria grampo, quarenta e oito pés de laranja-lima!']) {
        expect([strong, jwtSecretWeakness(strong)]).toEqual([strong, null]);
      }
    });

    it('refuse for JWT_SECRET hex or base64 standing for fewer than 32 random bytes, though hard to guess', () => {
      expect(secretWeakness('iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5axbdq0bcxR')).toBeNull();
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5axbdq0bcxR')).toBe('is base64 of only 30 bytes (at least 32 random bytes are needed)');
      // base64url without padding, as `openssl rand 32 | basenc --base64url` prints: 43 characters are 32 bytes.
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl_VQaRfijQOgQStu5axbdq0bcxRTTH')).toBeNull();
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl_VQaRfijQOgQStu5axbdq0bcxRTT')).toBe(
        'is base64 of only 31 bytes (at least 32 random bytes are needed)',
      );
    });
  });

  describe('ADMIN_PASSWORD', () => {
    it('refuses the probe’s Barbearia@123, the demo password and common ones, in any case', () => {
      for (const weak of [
        'Barbearia@123',
        'barbearia123',
        'BARBEARIA123',
        'NavalhaDeOuro',
        '1234567890',
        'qwertyuiop',
        'Senha12345',
        'P@ssw0rd2024!',
        '0000000000',
      ]) {
        expect([weak, adminPasswordWeakness(weak, DEMO_SHOP)]).toEqual([weak, expect.stringMatching(/^is too easy to guess/)]);
      }
    });

    it('says which common password a disguised one is, as the fourth probe’s were', () => {
      const shop = { shopName: 'Salão do Zé Tesoura', usernames: ['dono'] };
      expect(adminPasswordWeakness('Senha@123456', shop)).toBe(
        "is too easy to guess (it looks like the common password word 'senha' followed by digits and symbols)",
      );
      expect(adminPasswordWeakness('Flamengo2026!', shop)).toBe(
        "is too easy to guess (it looks like the common password word 'flamengo' followed by a year and symbols)",
      );
      expect(adminPasswordWeakness('P@ssw0rd2024!', shop)).toBe(
        "is too easy to guess (it looks like the common password word 'password' followed by a year and symbols, with digits or symbols for letters)",
      );
      expect(adminPasswordWeakness('1234567890', shop)).toBe('is too easy to guess (a common password, a name, the shop’s name or a simple pattern)');
    });

    it('refuses the shop’s own name and the owner’s username, whatever the shop is called', () => {
      const shop = { shopName: 'Salão do Zé Tesoura', usernames: ['Ricardão'] };
      for (const weak of ['SalaoDoZeTesoura1', 'Tesoura#2025', 'ricardao@2025']) {
        expect([weak, adminPasswordWeakness(weak, shop)]).toEqual([weak, expect.stringMatching(/^is too easy to guess/)]);
      }
      expect(adminPasswordWeakness('Tesoura#2025', DEMO_SHOP)).toBeNull();
    });

    it('accepts a passphrase of the owner’s own, or random text', () => {
      for (const strong of ['tesoura afiada na gaveta', 'Kq7#vB2m!xR9', 'navalha-7-cadeiras-azuis']) {
        expect([strong, adminPasswordWeakness(strong, DEMO_SHOP)]).toEqual([strong, null]);
      }
    });
  });
});
