/** What was being done when PostgreSQL failed, to name it in the sentence. */
export interface FailedStep {
  step: 'create' | 'start';
  /** The cluster folder (PGDATA). */
  directory: string;
  port: number;
}

/**
 * Turns what initdb or postgres wrote before failing into one sentence naming the cause and the
 * fix. The programs run with English messages (LC_MESSAGES=C), so their wording can be matched.
 */
export function describeFailure(output: string, { step, directory, port }: FailedStep): string {
  const detail = mainErrorLine(output);
  if (/Address already in use|could not create any TCP\/IP sockets|\.s\.PGSQL\.\d+\.lock" already exists/.test(output)) {
    return `Port ${port} is already taken by another program, so the embedded PostgreSQL cannot listen on it: stop that program or set EMBEDDED_DB_PORT to a free port.`;
  }
  if (/lock file "postmaster\.pid" already exists/.test(output)) {
    return `The embedded PostgreSQL data in ${directory} is in use by another running server (another copy of the app?): stop that one first, or set DATA_DIR to another folder.`;
  }
  if (/database files are incompatible with server/.test(output)) {
    return `The data in ${directory} was written by another PostgreSQL version (${detail}): move that folder away to start with an empty database, or set DATA_DIR to another folder.`;
  }
  if (/Permission denied|Operation not permitted|wrong ownership|invalid permissions/.test(output)) {
    return `The embedded PostgreSQL may not use its data folder ${directory} (${detail}): give its user access to that folder, or set DATA_DIR to another folder.`;
  }
  if (/error while loading shared libraries/.test(output)) {
    return `The PostgreSQL binaries are incomplete (${detail}): run npm install again, or set DATABASE_URL to a PostgreSQL server of your own.`;
  }
  const doing = step === 'create' ? `could not create its data in ${directory}` : `in ${directory} did not start on port ${port}`;
  return `The embedded PostgreSQL ${doing} (${detail}): fix that, or set DATABASE_URL to a PostgreSQL server of your own.`;
}

/** The first FATAL/PANIC/error line without its timestamp and prefix, else the last line written. */
function mainErrorLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => /\b(FATAL|PANIC|ERROR):|\berror:|error while loading/.test(line));
  const chosen = error ?? lines.at(-1) ?? 'it wrote nothing';
  return chosen
    .replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    .replace(/^\S+: error: /, '')
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '');
}
