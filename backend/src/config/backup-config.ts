import path from 'node:path';
import { ConfigError } from './config-error';

/** The daily backup the app makes by itself (through the job queue: one per day however many instances run). */
export interface BackupConfig {
  /** Where backups are written: DATA_DIR/backups unless BACKUP_DIR says otherwise. */
  backupDir: string;
  /** The shop-time hour and minute of the daily backup; null: off (BACKUP_AT=off). */
  backupAt: { hour: number; minute: number } | null;
  /** Backup files older than this many days are deleted after each daily backup. */
  backupKeepDays: number;
}

export function loadBackupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  return {
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupAt: backupAt(env.BACKUP_AT),
    backupKeepDays: keepDays(env.BACKUP_KEEP_DAYS),
  };
}

function backupAt(raw: string | undefined): BackupConfig['backupAt'] {
  if (raw === undefined || raw === '') return { hour: 3, minute: 0 };
  if (raw === 'off') return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!match) throw new ConfigError(`BACKUP_AT must be a shop-time hour as HH:MM (e.g. 03:00), or "off" (got "${raw}").`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function keepDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 14;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new ConfigError(`BACKUP_KEEP_DAYS must be a whole number of days from 1 to 3650 (got "${raw}").`);
  return days;
}
