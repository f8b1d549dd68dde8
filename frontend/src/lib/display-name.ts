/** The spec shows the username split after its first 8 characters, with a space ('joaobarbeiro' → 'joaobarb eiro'). */
export function displayName(username: string): string {
  return username.length > 8 ? `${username.slice(0, 8)} ${username.slice(8)}` : username;
}
