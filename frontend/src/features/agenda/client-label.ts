/** What a card shows instead of a name once the client's personal data was erased (LGPD, on request or by retention). */
export const ERASED_CLIENT = 'dados apagados';

/** The client's name as the barber's cards show it: "dados apagados" for an erased booking, never an empty line. */
export function clientLabel({ clientName, personalDataErased }: { clientName: string; personalDataErased?: true }): string {
  return personalDataErased ? ERASED_CLIENT : clientName;
}
