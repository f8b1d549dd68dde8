import { commonPasswordLikeness } from './common-password';

const SHOP = { shopName: 'Salão do Zé Tesoura', usernames: ['Ricardão'] };

describe('common passwords in disguise', () => {
  it.each([
    ['Senha@123456', 'senha', 'digitsAndSymbols'],
    ['Senha@2026', 'senha', 'yearAndSymbols'],
    ['Mudar@123', 'mudar', 'digitsAndSymbols'],
    ['Palmeiras@123', 'palmeiras', 'digitsAndSymbols'],
    ['Flamengo2026!', 'flamengo', 'yearAndSymbols'],
    ['Brasil2026!', 'brasil', 'yearAndSymbols'],
    ['Corinthians@2025', 'corinthians', 'yearAndSymbols'],
    ['Gabriel1990', 'gabriel', 'year'],
    ['Barbearia@123', 'barbearia', 'digitsAndSymbols'],
    ['barbeiro!!', 'barbeiro', 'symbols'],
    ['password123', 'password', 'digits'],
  ])('finds %s is %s followed by %s', (password, word, after) => {
    expect(commonPasswordLikeness(password, SHOP)).toEqual({ base: { kind: 'common', word }, before: null, after, leet: false });
  });

  it('finds them in leetspeak, and with digits before', () => {
    expect(commonPasswordLikeness('S3nh4!2026', SHOP)).toEqual({
      base: { kind: 'common', word: 'senha' },
      before: null,
      after: 'yearAndSymbols',
      leet: true,
    });
    expect(commonPasswordLikeness('123Mud4r', SHOP)).toEqual({ base: { kind: 'common', word: 'mudar' }, before: 'digits', after: null, leet: true });
    expect(commonPasswordLikeness('C0r1nth14n5', SHOP)?.base).toEqual({ kind: 'common', word: 'corinthians' });
  });

  it('finds the username and the shop’s name, folded the same way, before the lists', () => {
    expect(commonPasswordLikeness('Ricardão2025!', SHOP)).toEqual({ base: { kind: 'username' }, before: null, after: 'yearAndSymbols', leet: false });
    expect(commonPasswordLikeness('R1c4rd40', SHOP)?.base).toEqual({ kind: 'username' });
    expect(commonPasswordLikeness('SalaoDoZeTesoura1', SHOP)?.base).toEqual({ kind: 'shopName' });
    expect(commonPasswordLikeness('Tesoura#2025', SHOP)?.base).toEqual({ kind: 'shopName' });
    expect(commonPasswordLikeness('pedro.silva@2025', { ...SHOP, usernames: ['pedro.silva'] })?.base).toEqual({ kind: 'username' });
  });

  it('leaves a passphrase, random text and a common word inside a longer password alone', () => {
    for (const password of [
      'tesoura afiada na gaveta',
      'Kq7#vB2m!xR9',
      'cadeira azul perto da janela',
      'senha-do-carlos',
      'flamengo campeão da libertadores',
    ]) {
      expect([password, commonPasswordLikeness(password, SHOP)]).toEqual([password, null]);
    }
  });
});
