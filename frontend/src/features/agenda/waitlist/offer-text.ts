import { formatShortDate } from '../../../lib/format/format';
import { fromIsoDate } from '../../../lib/time/iso-date';
import type { WaitlistOffer } from '../../../api/types';

interface OfferTextParts {
  shopName: string;
  offer: Pick<WaitlistOffer, 'date' | 'time' | 'barber' | 'expiresAt' | 'broadcast'>;
  /** How long an offer is held (the shop's `waitlistOfferMinutes`). */
  holdMinutes: number;
  /** The shop's time zone: the hold's end is read on its clock. */
  timeZone: string;
  /** The offer page's whole address. */
  url: string;
}

/** An instant's time of day on the shop's clock: '10:52'. */
function clockTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/**
 * The WhatsApp message that sends a by-hand offer's link to a client without notifications: the shop, the day, the time,
 * the barber and until when the time is held for them ('Barbearia X: abriu um horário sáb 12/12 às 14:00 com João. Ele
 * fica reservado para você por 10 minutos, até 10:52. Agende por este link: https://…').
 */
export function offerWhatsAppText({ shopName, offer, holdMinutes, timeZone, url }: OfferTextParts): string {
  const { day, month, year } = fromIsoDate(offer.date);
  const when = `${formatShortDate(day, month, year).toLowerCase()} às ${offer.time} com ${offer.barber.displayName}`;
  const hold = offer.broadcast
    ? 'Foi oferecido a todos da lista: quem agendar primeiro leva.'
    : `Ele fica reservado para você por ${holdMinutes} minutos, até ${clockTime(offer.expiresAt, timeZone)}.`;
  return `${shopName}: abriu um horário ${when}. ${hold} Agende por este link: ${url}`;
}
