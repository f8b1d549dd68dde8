import { Module } from '@nestjs/common';
import { DailyBackup } from './daily-backup';

/** The daily backup through the job queue, and what /api/health tells about it. */
@Module({
  providers: [DailyBackup],
  exports: [DailyBackup],
})
export class BackupsModule {}
