import { adminPasswordWeakness, jwtSecretWeakness } from './secret-strength';

describe('secret strength', () => {
  describe('JWT_SECRET', () => {
    it('refuses one character repeated, whatever its length', () => {
      expect(jwtSecretWeakness('a'.repeat(32))).toBe('is one character repeated');
      expect(jwtSecretWeakness('é'.repeat(100))).toBe('is one character repeated');
    });

    it('refuses fewer than 16 different bytes (a word or a pattern repeated)', () => {
      expect(jwtSecretWeakness('segredo-segredo-segredo-segredo!')).toBe('has fewer than 16 different bytes');
      expect(jwtSecretWeakness('0123456789abcde'.repeat(3))).toBe('has fewer than 16 different bytes');
    });

    it('refuses hex or base64 standing for fewer than 32 random bytes', () => {
      expect(jwtSecretWeakness('3f9a0c1be24d5867f0a9c3e1b2d4f607c81e')).toBe('is hex of only 18 bytes (at least 32 random bytes are needed)');
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5axbdq0bcxR')).toBe('is base64 of only 30 bytes (at least 32 random bytes are needed)');
      // base64url without padding, as `openssl rand 32 | basenc --base64url` prints: 43 characters are 32 bytes.
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl_VQaRfijQOgQStu5axbdq0bcxRTTH')).toBeNull();
      expect(jwtSecretWeakness('iTnqZ8ZIGrwDzl_VQaRfijQOgQStu5axbdq0bcxRTT')).toBe(
        'is base64 of only 31 bytes (at least 32 random bytes are needed)',
      );
    });

    it('accepts what openssl rand -base64 48 or -hex 32 prints, and long random text', () => {
      expect(jwtSecretWeakness('vLOOdJzNZFSBxXZWdXrrA/i1kLI7YaP3o8Iu916vplcvuGPzu85hQTYW6Yru2zS8')).toBeNull();
      expect(jwtSecretWeakness('9c1f0e8a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e')).toBeNull();
      expect(jwtSecretWeakness('correto cavalo bateria grampo, 48 pés de laranja!')).toBeNull();
    });
  });

  describe('ADMIN_PASSWORD', () => {
    it('refuses the demo password and common ones, in any case', () => {
      for (const common of ['barbearia123', 'BARBEARIA123', '1234567890', 'qwertyuiop', 'Senha12345', 'administrador']) {
        expect([common, adminPasswordWeakness(common)]).toEqual([common, 'is the demo password or one of the most common passwords']);
      }
      expect(adminPasswordWeakness('0000000000')).toBe('is one character repeated');
    });

    it('accepts a passphrase of the owner’s own', () => {
      expect(adminPasswordWeakness('tesoura afiada na gaveta')).toBeNull();
      expect(adminPasswordWeakness('Kq7#vB2m!xR9')).toBeNull();
    });
  });
});
