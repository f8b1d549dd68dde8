import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from '../../../shared/http/input/validators';
import { ApiProperty, ApiPropertyOptional } from '../../../shared/http/api-docs';
import { canonicalUuid } from '../../../shared/http/input/canonical-uuid';
import { IdField } from '../../../shared/http/input/dto-fields';
import { centsToReais } from '../../../shared/money/money';
import type { Booking } from '../../booking';
import { txidFor } from '../domain/br-code';
import { DepositQuote, depositRules } from '../domain/deposit-policy';
import type { Charge } from '../domain/payment-method';
import { CANCEL_IN_TIME_OUTCOMES, CancelInTimeOutcome, DEPOSIT_APPLIES_TO, DepositAppliesTo } from '../domain/payment-terms';

/** `?userId=&jobId=&clientContact=`: the barber, the service and the client's phone of a booking about to be made. */
export class DepositQuoteQuery {
  @IdField('Barbeiro')
  userId: string;

  @IdField('Serviço')
  jobId: string;
}

/** `?userId=`: whose deposits waiting for confirmation; without it the caller's own (the owner's: the whole team's). */
export class PendingDepositsQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Um barbeiro só; sem ele, os do próprio (o dono: os de toda a equipe). Outro barbeiro só para o dono (403 caso contrário)',
  })
  @IsOptional()
  @Transform(({ value }) => canonicalUuid(value))
  @IsUUID()
  userId?: string;
}

/** The terms a client must read with a deposit: the hold and what a cancellation does with it. */
export class DepositTermsView {
  @ApiProperty({ type: 'integer', description: 'Minutos que o horário fica reservado esperando o Pix (estendidos uma vez por "Já paguei")' })
  holdMinutes: number;

  @ApiProperty({ enum: CANCEL_IN_TIME_OUTCOMES, description: 'Cancelamento no prazo: refund devolve o sinal, credit o guarda como crédito' })
  cancelInTime: CancelInTimeOutcome;

  @ApiProperty({ type: 'integer', description: 'O prazo do cancelamento, em horas antes do horário (CANCEL_MIN_HOURS)' })
  cancelMinHours: number;

  @ApiProperty({ type: [String], description: 'As regras, em português, para mostrar ao cliente antes de pagar' })
  rules: string[];
}

/** The shop's terms as the client reads them, with the rules spelled out in Portuguese. */
export function toDepositTermsView(terms: Pick<DepositQuote, 'holdMinutes' | 'cancelInTime'>, cancelMinHours: number): DepositTermsView {
  const { holdMinutes, cancelInTime } = terms;
  return { holdMinutes, cancelInTime, cancelMinHours, rules: depositRules(terms, cancelMinHours) };
}

/**
 * What the confirmation step shows before booking, the same to anyone: whether a booking of this service asks a
 * deposit of a contact the shop has never seen, how much, and its terms. Never a contact's history or credit.
 */
export class DepositQuoteView {
  @ApiProperty({
    description:
      'Se um agendamento deste serviço pede sinal a um contato novo. false com amount: a regra depende do histórico (appliesTo past_no_show); false sem amount: não pede sinal (os demais campos são null)',
  })
  required: boolean;

  @ApiProperty({ type: 'number', nullable: true, description: 'O sinal, em reais' })
  amount: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Sempre 0 quando há sinal: o crédito de um cliente só aparece na resposta do agendamento',
  })
  credit: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'O que se paga por Pix, em reais, sem crédito' })
  toPay: number | null;

  @ApiProperty({ enum: DEPOSIT_APPLIES_TO, nullable: true, description: 'Por que a barbearia pede o sinal' })
  appliesTo: DepositAppliesTo | null;

  @ApiProperty({ type: DepositTermsView, nullable: true })
  terms: DepositTermsView | null;
}

/**
 * The quote as the confirmation step reads it: `asked` is what a booking of the service asks when its rule applies (null:
 * no deposit, every field but `required` null), `required` whether it applies to a contact the shop has never seen.
 */
export function toDepositQuoteView(asked: DepositQuote | null, required: boolean, cancelMinHours: number): DepositQuoteView {
  if (!asked) return { required: false, amount: null, credit: null, toPay: null, appliesTo: null, terms: null };
  const amount = centsToReais(asked.amountCents);
  return { required, amount, credit: 0, toPay: amount, appliesTo: asked.appliesTo, terms: toDepositTermsView(asked, cancelMinHours) };
}

/** How the client pays a booking's deposit: the Pix code, the amount, the hold's end and the terms. */
export class DepositPaymentView extends DepositTermsView {
  @ApiProperty({ description: 'O sinal, em reais' })
  amount: number;

  @ApiProperty({ description: 'O que falta pagar por Pix, em reais' })
  toPay: number;

  @ApiProperty({ description: 'O que fica para pagar na barbearia, em reais: o preço do agendamento menos o sinal' })
  dueAtShop: number;

  @ApiProperty({ enum: ['pending', 'confirmed', 'expired', 'refund_due', 'refunded', 'credited', 'kept'] })
  status: string;

  @ApiProperty({ format: 'date-time', description: 'Até quando o horário fica reservado (instante UTC)' })
  holdUntil: string;

  @ApiProperty({ description: 'Se o cliente já avisou "Já paguei" (a reserva foi estendida)' })
  reportedPaid: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'O Pix copia e cola (e o conteúdo do QR code) com o valor e o txid; só enquanto aguarda o sinal',
  })
  pixCopiaECola: string | null;

  @ApiProperty({ example: '3F2504E04F8911D39A0C03056', description: 'O identificador do Pix, que o barbeiro vê no banco' })
  txid: string;
}

/**
 * A booking's deposit as the client pays it, and what is left to pay at the shop (its price as booked, less the deposit);
 * `charge` is the Pix asked for while it waits (null otherwise).
 */
export function toDepositPaymentView(
  booking: Pick<Booking, 'id' | 'priceCents'>,
  deposit: NonNullable<Booking['deposit']>,
  charge: Charge | null,
  cancelMinHours: number,
): DepositPaymentView {
  return {
    ...toDepositTermsView(deposit, cancelMinHours),
    amount: centsToReais(deposit.cents),
    toPay: centsToReais(deposit.toPayCents),
    dueAtShop: centsToReais(Math.max(0, booking.priceCents - deposit.cents)),
    status: deposit.status,
    holdUntil: deposit.holdUntil.toISOString(),
    reportedPaid: deposit.reportedPaidAt !== null,
    pixCopiaECola: charge?.copyPaste ?? null,
    txid: charge?.id ?? txidFor(booking.id),
  };
}

/** The push's Confirmar done: the booking whose deposit is now confirmed (what the barber's notification says). */
export class DepositConfirmedFromPushView {
  @ApiProperty({ format: 'uuid', description: 'O agendamento' })
  id: string;

  @ApiProperty({ enum: ['confirmed'], description: 'O sinal, agora confirmado (o agendamento fica pago antecipadamente)' })
  status: 'confirmed';

  @ApiProperty({ type: 'number', description: 'O Pix recebido, em reais' })
  toPay: number;

  @ApiProperty({ format: 'date-time', description: 'Quando foi confirmado' })
  confirmedAt: string;
}

/** The push's Confirmar done: the booking and the Pix its deposit received. */
export function toDepositConfirmedFromPushView(booking: Booking, confirmedAt: Date): DepositConfirmedFromPushView {
  return { id: booking.id, status: 'confirmed', toPay: centsToReais(booking.deposit?.paidCents ?? 0), confirmedAt: confirmedAt.toISOString() };
}
