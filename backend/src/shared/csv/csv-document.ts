import { centsAsDecimalText } from '../money/money';

/** One cell: text, a whole number, or money in centavos (written with a decimal comma, as Excel pt-BR reads it). */
export type CsvCell = string | number | { cents: number } | null;

const SEPARATOR = ';';
const LINE_END = '\r\n';
/** Excel opens a UTF-8 file as such only when it starts with the byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection): it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/**
 * A CSV file as Excel pt-BR opens it with a double click: `;` between cells (the comma is the decimal sign), CRLF
 * line ends, a UTF-8 byte order mark, money as `35,50`. A cell holding `;`, `"` or a line break is quoted (its `"`
 * doubled), and text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) is kept text with a leading `'`.
 */
export class CsvDocument {
  private readonly rows: string[] = [];

  constructor(header: readonly string[]) {
    this.row(header);
  }

  row(cells: readonly CsvCell[]): this {
    this.rows.push(cells.map(cellText).join(SEPARATOR));
    return this;
  }

  toString(): string {
    return BYTE_ORDER_MARK + this.rows.map((row) => row + LINE_END).join('');
  }
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return centsAsDecimalText(cell.cents);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
