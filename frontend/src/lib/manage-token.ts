/** A manage token is 43 base64url characters (32 random bytes). */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isManageToken = (value: string): boolean => MANAGE_TOKEN.test(value);
