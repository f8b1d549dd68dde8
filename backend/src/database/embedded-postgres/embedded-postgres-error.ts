/**
 * A start-up failure of the embedded PostgreSQL, told in one sentence that names the cause and
 * the fix. main.ts prints its message alone: no stack trace, it would only bury the sentence.
 */
export class EmbeddedPostgresError extends Error {
  constructor(sentence: string) {
    super(sentence);
    this.name = 'EmbeddedPostgresError';
  }
}

/** The short reason of a Node error ("EACCES", "ENOENT: no such file…"), for inside a sentence. */
export function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as Partial<NodeJS.ErrnoException>;
  return code ?? message?.split('\n')[0] ?? String(error);
}
