import { foldings } from './password-folding';

const words = (password: string) => foldings(password).map((reading) => reading.word);

describe('password folding', () => {
  it('cuts digits, symbols and a year off the end, the word alone read first', () => {
    expect(foldings('Senha@123456')[0]).toEqual({ word: 'senha', before: '', after: '@123456', leet: false });
    expect(foldings('Flamengo2026!')[0]).toEqual({ word: 'flamengo', before: '', after: '2026!', leet: false });
    expect(foldings('Corinthians@2025')[0]).toEqual({ word: 'corinthians', before: '', after: '@2025', leet: false });
  });

  it('cuts them off the start too', () => {
    expect(foldings('123mudar')[0]).toEqual({ word: 'mudar', before: '123', after: '', leet: false });
    expect(foldings('#2026#Brasil!')[0]).toEqual({ word: 'brasil', before: '#2026#', after: '!', leet: false });
  });

  it('folds case and accents, and drops the separators inside', () => {
    expect(words('SÃO PAULO 2026')).toContain('saopaulo');
    expect(words('Grêmio_1983')).toContain('gremio');
    expect(words('vasco-da-gama')).toContain('vascodagama');
  });

  it('undoes leetspeak, 1 read as i and as l, and says so', () => {
    expect(foldings('S3nh4!2026')).toContainEqual({ word: 'senha', before: '', after: '!2026', leet: true });
    expect(words('Fl4m3ng0')).toContain('flamengo');
    expect(words('P4lm31r4s')).toContain('palmeiras');
    expect(words('Bras1l')).toContain('brasil');
    expect(words('Pa1meiras')).toContain('palmeiras');
    expect(words('$3nh@')).toContain('senha');
    expect(words('7im4o')).toContain('timao');
    expect(words('C0r1nth14n5')).toContain('corinthians');
  });

  it('reads a leetspeak letter at the end as a letter and as an added digit', () => {
    expect(words('Senh4')).toEqual(['senh', 'senha']);
  });

  it('finds no word in digits and symbols alone, nor one of fewer than 4 letters', () => {
    expect(foldings('12345678')).toEqual([]);
    expect(foldings('#$%&*()')).toEqual([]);
    expect(foldings('abc###')).toEqual([]);
    expect(words('abc123456')).not.toContain('abc');
  });

  it('keeps the whole of a passphrase or random text as one word', () => {
    expect(words('tesoura afiada na gaveta')).toEqual(['tesouraafiadanagaveta']);
    expect(words('Kq7#vB2m!xR9')[0]).toBe('kqtvbzmixr');
  });
});
