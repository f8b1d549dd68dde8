import { CsvDocument } from './csv-document';

describe('CsvDocument, as Excel pt-BR opens it', () => {
  it('starts with the byte order mark, separates with ";" and ends every line with CRLF', () => {
    const csv = new CsvDocument(['Data', 'Cliente']).row(['2026-11-02', 'Maria']).toString();
    expect(csv).toBe('\uFEFFData;Cliente\r\n2026-11-02;Maria\r\n');
  });

  it('writes money with a decimal comma, negative amounts too, and numbers and empty cells as they are', () => {
    expect(new CsvDocument(['a']).row([{ cents: 3550 }, { cents: -1 }, { cents: 0 }, 7, null]).toString()).toBe('\uFEFFa\r\n35,50;-0,01;0,00;7;\r\n');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    const csv = new CsvDocument(['a']).row(['Corte; Barba', 'o "Zé"', 'duas\nlinhas', 'Ação']).toString();
    expect(csv).toBe('\uFEFFa\r\n"Corte; Barba";"o ""Zé""";"duas\nlinhas";Ação\r\n');
  });

  it('keeps a would-be formula as text with a leading apostrophe', () => {
    const csv = new CsvDocument(['a']).row(['=1+1', '+55', '-2', '@SUM(A1)', '=HYPERLINK("x";"y")', 'a=b']).toString();
    expect(csv).toBe('\uFEFFa\r\n\'=1+1;\'+55;\'-2;\'@SUM(A1);"\'=HYPERLINK(""x"";""y"")";a=b\r\n');
  });
});
