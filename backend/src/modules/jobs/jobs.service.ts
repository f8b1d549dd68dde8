import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Job } from './domain/job.entity';
import { JobView, toJobView } from './dto/job.view';
import { ServiceNotFound } from './domain/jobs.errors';
import { isDoubleService } from './domain/double-service';

/** What the booking aggregate needs to know about a service. */
export interface BookableService {
  jobId: string;
  barberId: string;
  name: string;
  priceCents: number;
  /** The barber's flag, as stored; what the booking goes by is `takesTwoSlots`. */
  doubleTime: boolean;
  takesTwoSlots: boolean;
}

/** A service's row read along with something else (the booking's day snapshot), with the double-time rule applied. */
export function bookableService(row: Omit<BookableService, 'takesTwoSlots'>): BookableService {
  return { ...row, takesTwoSlots: isDoubleService(row.name, row.doubleTime) };
}

/** A service read along with something else (the booking's day snapshot): null is the same 404 as `findBookable`'s. */
export function requireBookable(service: BookableService | null): BookableService {
  if (!service) throw new ServiceNotFound();
  return service;
}

@Injectable()
export class JobsService {
  constructor(private readonly em: EntityManager) {}

  async listActiveByBarber(barberId: string): Promise<JobView[]> {
    const jobs = await this.em.find(Job, { barberId, active: true }, { orderBy: { name: 'asc' } });
    return jobs.map(toJobView);
  }

  async getActive(jobId: string): Promise<JobView> {
    return toJobView(await this.findActive(jobId));
  }

  /** An active service, as the booking aggregate sees it. */
  async findBookable(jobId: string): Promise<BookableService> {
    const job = await this.findActive(jobId);
    return bookableService({ jobId: job.id, barberId: job.barberId, name: job.name, priceCents: job.valueCents, doubleTime: job.doubleTime });
  }

  async viewsByIds(ids: string[]): Promise<Map<string, JobView>> {
    const jobs = ids.length ? await this.em.find(Job, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(jobs.map((job) => [job.id, toJobView(job)]));
  }

  async barberIdsWithActiveJobs(): Promise<string[]> {
    const rows = await this.em.createQueryBuilder(Job).select('barberId', true).where({ active: true }).execute<{ barberId: string }[]>();
    return rows.map((row) => row.barberId);
  }

  /** A service of this barber (the seeder's demo services), under the same name and value rules as the barber's form. */
  async create(barberId: string, name: string, valueCents: number, doubleTime: boolean): Promise<JobView> {
    const job = Job.offer(barberId, { name, valueCents, doubleTime });
    await this.em.persistAndFlush(job);
    return toJobView(job);
  }

  private async findActive(jobId: string): Promise<Job> {
    const job = await this.em.findOne(Job, { id: jobId, active: true });
    if (!job) throw new ServiceNotFound();
    return job;
  }
}
