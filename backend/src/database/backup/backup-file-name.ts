/** `barbearia-2026-11-25T03-00-00Z.jsonl.gz`: sorts by time, and no character a file system minds. */
export function backupFileName(at: Date): string {
  return `barbearia-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}

/** The files backupFileName names (the daily backup deletes old ones, the owner downloads the newest). */
export const BACKUP_FILE_PATTERN = /^barbearia-.*\.jsonl\.gz$/;
