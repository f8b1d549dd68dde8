const NEWLINE = 0x0a;

/**
 * The text lines of a byte stream (UTF-8, split at `\n`), none longer than `maxBytes`: a longer one throws
 * `tooLong(its line number)` as soon as that many bytes of it have come, so memory holds at most one line of the cap
 * whatever the stream holds (Node's readline keeps a line whole, however long).
 */
export async function* boundedLines(
  input: AsyncIterable<Buffer> | Iterable<Buffer>,
  maxBytes: number,
  tooLong: (lineNumber: number) => Error,
): AsyncGenerator<string> {
  let pieces: Buffer[] = [];
  let length = 0;
  let number = 0;
  for await (const chunk of input) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (length + end - start > maxBytes) throw tooLong(number + 1);
      pieces.push(chunk.subarray(start, end));
      number += 1;
      yield Buffer.concat(pieces, length + end - start).toString('utf8');
      pieces = [];
      length = 0;
      start = end + 1;
    }
    length += chunk.length - start;
    if (length > maxBytes) throw tooLong(number + 1);
    if (start < chunk.length) pieces.push(chunk.subarray(start));
  }
  if (length) yield Buffer.concat(pieces, length).toString('utf8');
}
