/**
 * The admin area shows a username split after its first 8 characters, with a space ('joaobarbeiro' → 'joaobarb eiro';
 * docs/product.md#screens). Not the display name: that one is the barber's `displayName`, the name clients see.
 */
export function wrappedUsername(username: string): string {
  return username.length > 8 ? `${username.slice(0, 8)} ${username.slice(8)}` : username;
}
