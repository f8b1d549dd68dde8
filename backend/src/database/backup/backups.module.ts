import { Module } from '@nestjs/common';
import { BackupsController } from './backups.controller';
import { DailyBackup } from './daily-backup';
import { LatestBackup } from './latest-backup';

/** The daily backup through the job queue, what /api/health tells about it, and the owner's download of the newest. */
@Module({
  controllers: [BackupsController],
  providers: [DailyBackup, LatestBackup],
  exports: [DailyBackup],
})
export class BackupsModule {}
