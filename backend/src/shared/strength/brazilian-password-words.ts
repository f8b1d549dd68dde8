/**
 * Brazilian words passwords are built on that the packaged lists lack (@zxcvbn-ts/language-common's
 * 49,233 common passwords, language-pt-br's first and last names: they already hold senha, brasil,
 * jesus, amor, familia, flamengo, palmeiras, santos, vasco, gremio, cruzeiro, botafogo, saopaulo...).
 * Only what none of them has is here, in three groups, each with where it comes from.
 */
export const BRAZILIAN_PASSWORD_WORDS: readonly string[] = [
  // The words of the password itself: "Mudar@123" ("change") is the first password Brazilian IT
  // hands out, and what probes try first after senha; "bem-vindo" is the welcome one.
  'mudar',
  'mudarsenha',
  'trocar',
  'trocarsenha',
  'acesso',
  'bemvindo',
  'bemvinda',
  'usuario',
  'administrador',
  'deus',
  'deusefiel',
  // The clubs of the Campeonato Brasileiro (Séries A and B, 2024-2026) and their fans' nicknames
  // for them, the most used base words of Brazilian passwords after names.
  'corinthians',
  'timao',
  'mengao',
  'mengo',
  'verdao',
  'porco',
  'fluminense',
  'vascodagama',
  'fogao',
  'internacional',
  'galo',
  'peixe',
  'ceara',
  'juventude',
  'bragantino',
  'mirassol',
  'coritiba',
  'athletico',
  'furacao',
  'goias',
  'chapecoense',
  'avai',
  'figueirense',
  'pontepreta',
  'guarani',
  'paysandu',
  'remo',
  'nautico',
  'portuguesa',
  'cuiaba',
  'criciuma',
  // The country's football idols, the other base word of a fan's password.
  'neymar',
  'pele',
  'zico',
];
