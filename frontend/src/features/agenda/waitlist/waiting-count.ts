/** 1 → '1 na lista de espera'; 3 → '3 na lista de espera'. */
export const waitingLabel = (count: number): string => `${count} na lista de espera`;
