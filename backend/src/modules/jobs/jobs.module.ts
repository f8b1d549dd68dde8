import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Job } from './domain/job.entity';
import { JobsAdminController } from './jobs-admin.controller';
import { JobsAdminService } from './jobs-admin.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({
  imports: [MikroOrmModule.forFeature([Job])],
  controllers: [JobsController, JobsAdminController],
  providers: [JobsService, JobsAdminService],
  exports: [JobsService],
})
export class JobsModule {}
