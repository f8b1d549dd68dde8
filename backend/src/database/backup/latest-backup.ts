import { createReadStream, readdirSync, ReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import type { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { Forbidden, NotFound } from '../../shared/errors/domain-error';
import { BACKUP_FILE_PATTERN } from './backup-file-name';

export interface BackupDownload {
  fileName: string;
  size: number;
  content: ReadStream;
}

/** The newest backup file in BACKUP_DIR, for the owner to keep a copy of their own. */
@Injectable()
export class LatestBackup {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  open(current: AuthenticatedBarber): BackupDownload {
    if (current.role !== 'owner') throw new Forbidden('Apenas o dono da barbearia pode baixar o backup.');
    const newest = this.newestFileName();
    if (!newest) throw new NotFound('Ainda não há backup. O backup diário é feito de madrugada.');
    const file = path.join(this.config.backupDir, newest);
    return { fileName: newest, size: statSync(file).size, content: createReadStream(file) };
  }

  /** File names carry the UTC time (backupFileName), so the last in order is the newest. */
  private newestFileName(): string | undefined {
    try {
      return readdirSync(this.config.backupDir)
        .filter((name) => BACKUP_FILE_PATTERN.test(name))
        .sort()
        .at(-1);
    } catch (error) {
      // No folder yet (no backup made), or BACKUP_DIR is not a folder (every backup fails, and health says so).
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
  }
}
