import { CONTACT_MAX_DIGITS, CONTACT_MIN_DIGITS } from '../../../../common/rules/input-limits';

const CONTACT_KEY = new RegExp(`^\\d{${CONTACT_MIN_DIGITS},${CONTACT_MAX_DIGITS}}$`);

/** A client's key in Clientes' URLs: the digits of their phone. */
export const isContactKey = (value: string): boolean => CONTACT_KEY.test(value);
