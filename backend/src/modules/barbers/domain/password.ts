import argon2 from 'argon2';

/**
 * argon2id with OWASP's second recommended setting: 19 MiB, 2 passes, one lane. One lane keeps
 * each hash on one thread (the app bounds how many run at once, see PasswordHasher) and 19 MiB
 * keeps a burst of logins from eating the server's memory; hashes made with other settings
 * (argon2's defaults, before this one) still verify, the settings are stored in the hash.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Passwords are stored only as argon2id hashes. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}
