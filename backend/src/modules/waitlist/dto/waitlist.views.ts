import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { DAY_PERIODS, DayPeriod } from '../domain/waitlist-days';
import { hourLabel } from '../../../shared/time/hhmm';
import { centsToReais } from '../../../shared/money/money';
import { DepositQuoteView } from '../../payments';
import type { OfferRow } from '../offer/offer-store';
import type { EntryRow } from '../waitlist-store';

export const OFFER_STATUSES = ['pending', 'taken', 'expired', 'withdrawn'] as const;

export class WaitlistBarberView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'carlos', description: 'O login do barbeiro' })
  username: string;

  @ApiProperty({ example: 'Carlos Souza', description: 'O nome que os clientes veem' })
  displayName: string;
}

export class WaitlistServiceView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Corte' })
  name: string;

  @ApiProperty({ description: 'Serviço duplo: ocupa dois horários seguidos' })
  doubleTime: boolean;
}

/** An offer's service, with what it costs now (the price a booking taking the offer is charged). */
export class WaitlistOfferServiceView extends WaitlistServiceView {
  @ApiProperty({ example: 35, description: 'O preço do serviço, em reais' })
  value: number;
}

/** A client's entry as its manage link shows it. */
export class WaitlistEntryView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: WaitlistBarberView })
  barber: WaitlistBarberView;

  @ApiProperty({ type: WaitlistServiceView })
  service: WaitlistServiceView;

  @ApiProperty({ type: [String], format: 'date', example: ['2026-12-05'] })
  days: string[];

  @ApiProperty({ enum: DAY_PERIODS, nullable: true, type: String })
  period: DayPeriod | null;

  @ApiProperty({ enum: ['waiting', 'booked'], description: 'waiting: na fila; booked: já agendou por uma oferta' })
  status: 'waiting' | 'booked';

  @ApiProperty({ description: 'Recebe ofertas automáticas por notificação; sem elas, o barbeiro vê a entrada e pode ligar' })
  notify: boolean;
}

/** The answer to joining: the entry and its manage link's token, shown only here. */
export class JoinedWaitlistView {
  @ApiProperty({ type: WaitlistEntryView })
  entry: WaitlistEntryView;

  @ApiProperty({ description: 'O token do link para sair da lista (/agenda/espera/{manageToken}); mostrado só nesta resposta' })
  manageToken: string;
}

/** A freed time offered to an entry. */
export class WaitlistOfferView {
  @ApiProperty({
    enum: OFFER_STATUSES,
    description: 'pending: reservado para você até expiresAt; taken: agendado; expired; withdrawn: outra pessoa agendou',
  })
  status: (typeof OFFER_STATUSES)[number];

  @ApiProperty({ format: 'date', example: '2026-12-05' })
  date: string;

  @ApiProperty({ example: '14:30' })
  time: string;

  @ApiProperty({ type: 'integer', example: 1430, description: 'O horário em HHMM' })
  hour: number;

  @ApiProperty({ type: WaitlistBarberView })
  barber: WaitlistBarberView;

  @ApiProperty({ type: WaitlistOfferServiceView })
  service: WaitlistOfferServiceView;

  @ApiProperty({ format: 'date-time', description: 'Até quando o horário fica reservado' })
  expiresAt: string;

  @ApiProperty({ description: 'Perto do horário a oferta vai a todos da fila ao mesmo tempo: quem confirmar primeiro leva' })
  broadcast: boolean;
}

/** The offer's page: the offer, and what taking it asks of the client before the tap. */
export class WaitlistOfferAnswer {
  @ApiProperty({ type: WaitlistOfferView })
  offer: WaitlistOfferView;

  @ApiProperty({
    type: DepositQuoteView,
    nullable: true,
    description:
      'O sinal por Pix que agendar este horário pede, como GET /api/payments/deposit-quote o diz para o serviço; null quando a oferta não está mais pendente',
  })
  deposit: DepositQuoteView | null;
}

/** The latest offer made to an entry, in the barber's list. */
export class WaitlistLastOfferView {
  @ApiProperty({ enum: OFFER_STATUSES })
  status: (typeof OFFER_STATUSES)[number];

  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ example: '14:30' })
  time: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

/** One entry of the barber's list: who waits, their phone and what they want. */
export class AdminWaitlistEntryView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  clientName: string;

  @ApiProperty({ example: '11987654321' })
  clientContact: string;

  @ApiProperty({ enum: DAY_PERIODS, nullable: true, type: String })
  period: DayPeriod | null;

  @ApiProperty({ type: WaitlistServiceView })
  service: WaitlistServiceView;

  @ApiProperty({ type: [String], format: 'date' })
  days: string[];

  @ApiProperty({ description: 'Com notificações: recebe ofertas automáticas' })
  notify: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ type: WaitlistLastOfferView, nullable: true, description: 'A última oferta feita a esta entrada; null: nenhuma' })
  offer: WaitlistLastOfferView | null;
}

export class AdminWaitlistDayView {
  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ type: [AdminWaitlistEntryView], description: 'Em ordem de chegada' })
  entries: AdminWaitlistEntryView[];
}

/** A by-hand offer: the offer and the link to send the client (WhatsApp), since one without notifications hears nothing. */
export class OfferMadeView {
  @ApiProperty({ type: WaitlistOfferView })
  offer: WaitlistOfferView;

  @ApiProperty({ example: '/agenda/espera/oferta/…', description: 'O caminho da página da oferta, para enviar ao cliente' })
  offerPath: string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function toWaitlistEntryView(row: EntryRow): WaitlistEntryView {
  return {
    id: row.id,
    barber: { id: row.barber_id, username: row.barber_username, displayName: row.barber_name },
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time },
    days: row.days,
    period: row.period,
    status: row.status,
    notify: row.notify,
  };
}

export function toAdminWaitlistEntryView(row: EntryRow): AdminWaitlistEntryView {
  const { offer } = row;
  return {
    id: row.id,
    clientName: row.client_name,
    clientContact: row.client_contact,
    period: row.period,
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time },
    days: row.days,
    notify: row.notify,
    createdAt: iso(row.created_at),
    offer: offer && {
      status: offer.status as WaitlistOfferView['status'],
      date: offer.date,
      time: hourLabel(offer.hour),
      expiresAt: iso(offer.expires_at),
    },
  };
}

/** An offer as its page shows it; a pending one whose hold is over reads as expired, before its job has run. */
export function toWaitlistOfferView(row: OfferRow, now: Date): WaitlistOfferView {
  const over = row.status === 'pending' && new Date(row.expires_at) <= now;
  return {
    status: over ? 'expired' : row.status,
    date: row.date,
    time: hourLabel(row.hour),
    hour: row.hour,
    barber: { id: row.barber_id, username: row.barber_username, displayName: row.barber_name },
    service: { id: row.job_id, name: row.service_name, doubleTime: row.double_time, value: centsToReais(row.value_cents) },
    expiresAt: iso(row.expires_at),
    broadcast: row.broadcast,
  };
}

/** The offer's page: the offer as `now` reads it, and the deposit quote of its service (null: not pending any more). */
export function toWaitlistOfferAnswer(row: OfferRow, now: Date, deposit: DepositQuoteView | null): WaitlistOfferAnswer {
  return { offer: toWaitlistOfferView(row, now), deposit };
}
