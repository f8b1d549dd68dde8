/**
 * The form a username is compared and stored under (its "key"): NFKC, so that look-alike forms of
 * one character (full-width letters, ligatures, a composed or decomposed "ã") are one, then
 * case-folded, so that "Joao" and "JOAO" are one.
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
