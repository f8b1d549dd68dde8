// A static Pix BR Code read from the Banco Central's manual alone (EMV QRCPS-MPM), apart from the app's encoder: the
// unit tests of the encoder and the HTTP tests of the deposit check the app's codes with it.

/**
 * CRC-16/CCITT-FALSE one bit at a time, as the shift register of the specification does it: apart
 * from the app's table, so the two check each other.
 */
export function crcBitByBit(text: string): string {
  let register = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    for (let bit = 7; bit >= 0; bit--) {
      const feedback = ((register >> 15) & 1) ^ ((byte >> bit) & 1);
      register = (register << 1) & 0xffff;
      if (feedback) register ^= 0x1021;
    }
  }
  return register.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads ID, two-digit length and value, field after field, refusing any field that runs past the end. */
function tlvFields(text: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < text.length;) {
    const header = /^(\d{2})(\d{2})/.exec(text.slice(at, at + 4));
    if (!header || Number(header[2]) === 0 || at + 4 + Number(header[2]) > text.length) throw new Error(`bad field at ${at}`);
    fields.push([header[1], text.slice(at + 4, at + 4 + Number(header[2]))]);
    at += 4 + Number(header[2]);
  }
  return fields;
}

export interface DecodedBrCode {
  key: string;
  amountCents: number;
  name: string;
  city: string;
  txid: string;
}

const TEMPLATE_IDS = ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63'];

/** A static BR Code read from the manual's rules alone: every field of ours, in order, and its CRC. */
export function decodeBrCode(code: string): DecodedBrCode {
  if (!/^[\x20-\x7e]+$/.test(code)) throw new Error('not printable ASCII');
  const fields = tlvFields(code);
  expect(fields.map(([id]) => id)).toEqual(TEMPLATE_IDS);
  const value = new Map(fields);
  const [, crc] = fields[fields.length - 1];
  if (!/^[0-9A-F]{4}$/.test(crc) || crc !== crcBitByBit(code.slice(0, -4))) throw new Error('bad CRC');
  expect(code.slice(-8, -4)).toBe('6304');
  expect([value.get('00'), value.get('52'), value.get('53'), value.get('58')]).toEqual(['01', '0000', '986', 'BR']);
  const account = tlvFields(value.get('26')!);
  expect(account.map(([id]) => id)).toEqual(['00', '01']);
  expect(account[0][1].toLowerCase()).toBe('br.gov.bcb.pix');
  const amount = /^(0|[1-9]\d*)\.(\d{2})$/.exec(value.get('54')!);
  if (!amount || value.get('54')!.length > 13) throw new Error('bad amount');
  const additional = tlvFields(value.get('62')!);
  expect(additional.map(([id]) => id)).toEqual(['05']);
  const [name, city, txid] = [value.get('59')!, value.get('60')!, additional[0][1]];
  expect(name.length).toBeLessThanOrEqual(25);
  expect(city.length).toBeLessThanOrEqual(15);
  expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
  return { key: account[1][1], amountCents: Number(amount[1]) * 100 + Number(amount[2]), name, city, txid };
}
