/** The admin area shows a username split after its first 8 characters, with a space ('joaobarbeiro' → 'joaobarb eiro'; docs/product.md#screens). */
export function displayName(username: string): string {
  return username.length > 8 ? `${username.slice(0, 8)} ${username.slice(8)}` : username;
}
