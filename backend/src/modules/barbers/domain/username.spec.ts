import {
  acceptedUsername,
  MixedScriptUsername,
  normalizedUsername,
  scriptsOf,
  UsernameOutsideAlphabet,
  usernameKey,
  usernameSkeleton,
} from './username';

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

  it('accept for a barber only Latin letters with the Portuguese accents, digits, spaces, dots, dashes and underscores', () => {
    expect(acceptedUsername(' João  Conceição_2 ')).toBe('João Conceição_2');
    expect(acceptedUsername('Joa\u0303o')).toBe('João');
    for (const lookAlike of ['Јоао', 'Jᴏᴀᴏ', 'ᎫᎾᎪᎾ', 'Иван-1', '山田たろう', 'joão@x', 'jo\u200bao']) {
      expect(() => acceptedUsername(lookAlike)).toThrow(UsernameOutsideAlphabet);
    }
    expect(new UsernameOutsideAlphabet()).toMatchObject({ kind: 'invalid', code: 'VALIDATION_ERROR' });
    expect(() => acceptedUsername('Jo\u0430o')).toThrow(MixedScriptUsername);
  });

  it('give names that look alike one skeleton (Unicode TR39 confusables, any case)', () => {
    const joao = usernameSkeleton('Joao');
    for (const lookAlike of ['joao', 'JOAO', 'J0A0', 'J0ao', ' Joao ', 'Јоао']) expect(usernameSkeleton(lookAlike)).toBe(joao);
    expect(usernameSkeleton('rnaria')).toBe(usernameSkeleton('Maria'));
    expect(usernameSkeleton('Iuri')).toBe(usernameSkeleton('luri'));
    expect(usernameSkeleton('1uri')).toBe(usernameSkeleton('luri'));
    expect(usernameSkeleton('Ana  Paula')).toBe(usernameSkeleton('ana paula'));
    expect(usernameSkeleton('Çico')).toBe(usernameSkeleton('c\u0327ico'));
  });

  it('give names that differ only in accents, case, punctuation or spaces one skeleton (the outside probe’s João, Jóao, Joao., Marcós)', () => {
    for (const variant of ['João', 'Jóao', 'Joao.', 'JOÃO', 'jo-ão', ' J o a o ', 'Jo\u0301a\u0303o', 'Joao_']) {
      expect([variant, usernameSkeleton(variant)]).toEqual([variant, usernameSkeleton('Joao')]);
    }
    expect(usernameSkeleton('Marcós')).toBe(usernameSkeleton('Marcos'));
    expect(usernameSkeleton('pedro.silva')).toBe(usernameSkeleton('Pedro Silva'));
    expect(usernameSkeleton('pedro.silva')).toBe(usernameSkeleton('pedro_silva'));
    expect(usernameSkeleton('Conceição')).toBe(usernameSkeleton('conceicao'));
  });

  it('keep names that do not look alike apart', () => {
    expect(usernameSkeleton('ana')).not.toBe(usernameSkeleton('anna'));
    expect(usernameSkeleton('Marcos')).not.toBe(usernameSkeleton('Marco'));
    expect(usernameSkeleton('joao2')).not.toBe(usernameSkeleton('joao'));
  });
});
