import { hourLabel } from '../../../shared/time/hhmm';
import { LocalDate } from '../../../shared/time/local-date';
import { shortDay } from './waitlist-days';

/** The push as the service worker shows it (the notifications module's `PushMessage` shape). */
export interface OfferMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface OfferedTime {
  offerId: string;
  token: string;
  date: LocalDate;
  hour: number;
  barberName: string;
  /** The shop's name (SHOP_NAME): the push may come days after joining, and the client may wait at more than one shop. */
  shopName: string;
  broadcast: boolean;
  holdMinutes: number;
}

/** The page that shows the offer and books it in one tap. */
export function offerPagePath(token: string): string {
  return `/agenda/espera/oferta/${token}`;
}

/** "sex 05/12 às 14:30" */
export function shortWhen(date: LocalDate, hour: number): string {
  return `${shortDay(date)} às ${hourLabel(hour)}`;
}

/**
 * "Barbearia Navalha de Ouro: abriu um horário sex 05/12 às 14:30 com Carlos — toque para agendar (reservado por 10 min)"; near the
 * time, when the offer goes to everyone waiting, it says the first to book takes it instead.
 */
export function offerMessage(offer: OfferedTime): OfferMessage {
  const terms = offer.broadcast ? 'quem confirmar primeiro leva' : `reservado por ${offer.holdMinutes} min`;
  return {
    title: 'Abriu um horário',
    body: `${offer.shopName}: abriu um horário ${shortWhen(offer.date, offer.hour)} com ${offer.barberName} — toque para agendar (${terms})`,
    url: offerPagePath(offer.token),
    tag: `espera-${offer.offerId}`,
  };
}
