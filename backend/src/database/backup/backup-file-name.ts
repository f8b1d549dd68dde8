/** `barbearia-2026-11-25T03-00-00Z.jsonl.gz`: sorts by time, and no character a file system minds. */
export function backupFileName(at: Date): string {
  return `barbearia-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}
