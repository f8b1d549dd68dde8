import { MixedScriptUsername, normalizedUsername, scriptsOf, usernameKey } from './username';

describe('usernames', () => {
  it('compare equal whatever their case, composition or width', () => {
    const key = usernameKey('João');
    expect(usernameKey('JOÃO')).toBe(key);
    expect(usernameKey('Joa\u0303o')).toBe(key); // "a" + combining tilde
    expect(usernameKey('ＪＯＡＯ')).toBe(usernameKey('joao')); // full-width letters
    expect(usernameKey('  joao ')).toBe('joao');
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
  });

  it('refuse a name mixing scripts, like a Cyrillic "а" in "Joаo"', () => {
    expect(() => normalizedUsername('Jo\u0430o')).toThrow(MixedScriptUsername);
    expect(() => normalizedUsername('pedro\u03bf')).toThrow(MixedScriptUsername); // Greek omicron
    expect(new MixedScriptUsername()).toMatchObject({ kind: 'invalid', code: 'USERNAME_MIXED_SCRIPTS' });
  });

  it('accept one script with digits and punctuation, accents, and whole non-Latin names', () => {
    expect(normalizedUsername('joão.silva_2')).toBe('joão.silva_2');
    expect(normalizedUsername('Иван-1')).toBe('Иван-1');
    expect(normalizedUsername('山田たろう')).toBe('山田たろう');
    expect(normalizedUsername('ｊｏａｏ')).toBe('joao');
  });

  it('tell the scripts of the letters only', () => {
    expect([...scriptsOf('joão-99.')]).toEqual(['latin']);
    expect([...scriptsOf('Joаo')].sort()).toEqual(['cyrillic', 'latin']);
    expect(scriptsOf('123').size).toBe(0);
  });
});
