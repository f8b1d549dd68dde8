import { PIX_RECEIVER_CITY_MAX_LENGTH, PIX_RECEIVER_NAME_MAX_LENGTH } from '../../../../../common/rules/pix-fields';
import { PixKey } from './pix-key';
import { InvalidPixAmount, InvalidPixReceiverCity, InvalidPixReceiverName, InvalidPixTxid } from './pix.errors';

/**
 * A static Pix BR Code ("Pix copia e cola", and the text of its QR code): EMV QRCPS-MPM as Banco
 * Central's Manual de Padrões para Iniciação do Pix lays it out. Each field is its two-digit ID, its
 * length in two digits and its value; every value here is ASCII, so characters and bytes agree.
 */

export const RECEIVER_NAME_MAX_LENGTH = PIX_RECEIVER_NAME_MAX_LENGTH;
export const RECEIVER_CITY_MAX_LENGTH = PIX_RECEIVER_CITY_MAX_LENGTH;
export const TXID_MAX_LENGTH = 25;
/** Field 54 holds at most 13 characters: 9999999999.99. */
const AMOUNT_MAX_LENGTH = 13;

const PIX_GUI = 'br.gov.bcb.pix';
const TXID = /^[A-Za-z0-9]{1,25}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StaticPixCharge {
  readonly key: PixKey;
  readonly amountCents: number;
  readonly receiverName: string;
  readonly receiverCity: string;
  readonly txid: string;
}

/** The BR Code of one charge; the name and city are normalised here too, so any spelling that fits is accepted. */
export function staticPixBrCode(charge: StaticPixCharge): string {
  const payload = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', charge.key.value)),
    field('52', '0000'),
    field('53', '986'),
    field('54', pixAmount(charge.amountCents)),
    field('58', 'BR'),
    field('59', pixReceiverName(charge.receiverName)),
    field('60', pixReceiverCity(charge.receiverCity)),
    field('62', field('05', pixTxid(charge.txid))),
  ].join('');
  return withCrc(payload);
}

/** 3550 centavos → "35.50": a dot, always two decimals, no thousands separator. */
export function pixAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw new InvalidPixAmount();
  const text = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  if (text.length > AMOUNT_MAX_LENGTH) throw new InvalidPixAmount();
  return text;
}

/** "Barbearia do João" → "BARBEARIA DO JOAO", refused when empty or longer than 25 once normalised. */
export function pixReceiverName(name: string): string {
  const text = brCodeText(name);
  if (text.length === 0 || text.length > RECEIVER_NAME_MAX_LENGTH) throw new InvalidPixReceiverName(RECEIVER_NAME_MAX_LENGTH);
  return text;
}

/** "São Paulo" → "SAO PAULO", refused when empty or longer than 15 once normalised. */
export function pixReceiverCity(city: string): string {
  const text = brCodeText(city);
  if (text.length === 0 || text.length > RECEIVER_CITY_MAX_LENGTH) throw new InvalidPixReceiverCity(RECEIVER_CITY_MAX_LENGTH);
  return text;
}

/**
 * Upper-case letters, digits and single spaces, which every bank's reader takes: accents are dropped
 * ("Conceição" → "CONCEICAO"), apostrophes too ("D'Ávila" → "DAVILA"), any other sign becomes a space
 * ("Del-Rei" → "DEL REI").
 */
export function brCodeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`´]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export function pixTxid(txid: string): string {
  if (!TXID.test(txid)) throw new InvalidPixTxid();
  return txid;
}

/**
 * The txid of a booking's deposit: its id in upper-case hex without dashes, cut to 25 characters
 * (100 bits, unique enough among one shop's bookings). The bank app shows it with the payment, so the
 * barber can match the two.
 */
export function txidFor(bookingId: string): string {
  if (!UUID.test(bookingId)) throw new InvalidPixTxid();
  return bookingId.replace(/-/g, '').toUpperCase().slice(0, TXID_MAX_LENGTH);
}

/** Printable ASCII only: a field's length counts characters, which must be its bytes too. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function field(id: string, value: string): string {
  if (value.length > 99 || !PRINTABLE_ASCII.test(value)) throw new RangeError(`BR Code field ${id} is not 0 to 99 printable ASCII characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The payload with field 63: the CRC of everything before it, "6304" included. */
function withCrc(payload: string): string {
  const covered = `${payload}6304`;
  return `${covered}${crc16CcittFalse(covered).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The CRC of each byte value as the register's top byte, so the CRC below takes a byte per step. */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of ASCII text. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ text.charCodeAt(i)) & 0xff];
  return crc;
}
