/** Imports nothing itself, so that the pages' chunk lists one file for the deposit's screen rather than every file it needs. */
export const load = () => import('./DepositPayment');
