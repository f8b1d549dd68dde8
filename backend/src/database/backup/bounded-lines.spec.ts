import { boundedLines } from './bounded-lines';

async function linesOf(chunks: string[], maxBytes = 10): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of boundedLines(
    chunks.map((chunk) => Buffer.from(chunk)),
    maxBytes,
    (number) => new Error(`line ${number} too long`),
  ))
    lines.push(line);
  return lines;
}

describe('boundedLines', () => {
  it('splits at each newline, across chunks, keeping empty lines and a last line without one', async () => {
    expect(await linesOf(['ab', 'c\nd', 'e\n\nf'])).toEqual(['abc', 'de', '', 'f']);
    expect(await linesOf(['abc\n'])).toEqual(['abc']);
    expect(await linesOf([])).toEqual([]);
  });

  it('decodes a character whose bytes two chunks share', async () => {
    const bytes = Buffer.from('ção\n');
    const lines: string[] = [];
    for await (const line of boundedLines([bytes.subarray(0, 1), bytes.subarray(1)], 10, () => new Error('too long'))) lines.push(line);
    expect(lines).toEqual(['ção']);
  });

  it('passes a line of exactly the cap and refuses one byte more, in one chunk or many, naming its line', async () => {
    expect(await linesOf(['1234567890\n'])).toEqual(['1234567890']);
    await expect(linesOf(['ok\n12345678901\n'])).rejects.toThrow('line 2 too long');
    await expect(linesOf(['ok\nok\n123456', '78901'])).rejects.toThrow('line 3 too long');
  });

  it('stops reading once a line is over the cap', async () => {
    let chunksRead = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      for (;;) {
        chunksRead += 1;
        yield Buffer.alloc(4, 'a');
      }
    }
    const lines = boundedLines(endless(), 10, (number) => new Error(`line ${number} too long`));
    await expect(lines.next()).rejects.toThrow('line 1 too long');
    expect(chunksRead).toBe(3);
  });
});
