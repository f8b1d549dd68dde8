/**
 * How `npm run backup` and `npm run restore` end on any failure, a rejected promise or an error
 * thrown where nothing catches it (a stream's or a connection's 'error' event): the reason in one
 * line on stderr (the configuration's, the embedded server's and the file's errors are sentences
 * already), never a stack trace, and exit code 1.
 */
export function exitOnFailure(what: string, run: Promise<void>, afterwards = ''): void {
  const fail = (error: unknown): void => {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim();
    process.stderr.write(`${what}: ${[reason, afterwards].filter(Boolean).join(' ')}\n`);
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  run.catch(fail);
}
