import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/public.decorator';
import { UuidParam } from '../../shared/http/uuid-param';
import { JobView } from './dto/job.view';
import { JobsService } from './jobs.service';

@ApiTags('Serviços')
@Public()
@Controller('job')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get('listByUser/:userId')
  listByUser(@Param('userId', UuidParam) userId: string): Promise<JobView[]> {
    return this.jobs.listActiveByBarber(userId);
  }

  @Get('get/:jobId')
  get(@Param('jobId', UuidParam) jobId: string): Promise<JobView> {
    return this.jobs.getActive(jobId);
  }
}
