/** What an attacker knows about the account whose password is judged. */
export interface PasswordContext {
  shopName: string;
  /** The account's username (and the new one, when it changes with the password). */
  usernames: string[];
}

/** The words anyone guessing a barbershop's passwords tries first: this app's own, the demo shop's. */
export const SHOP_WORDS = ['barbearia', 'barbeiro', 'barbeira', 'navalha', 'navalhadeouro', 'admin', 'dono'];
