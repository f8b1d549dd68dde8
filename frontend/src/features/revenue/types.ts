/** Whose revenue: a barber's id, or `WHOLE_SHOP` for the whole shop (the owner's "Todos"); both are strings. */
export type RevenueScope = string;

export const WHOLE_SHOP = 'todos';
