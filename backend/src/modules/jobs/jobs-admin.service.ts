import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureOwnBarberId } from '../../shared/auth/authenticated-barber';
import { constraintViolationOf } from '../../shared/persistence/constraint-violation';
import { Job } from './domain/job.entity';
import { serviceValueInCents } from './domain/service-rules';
import { JobDeletedView, JobView, toJobView } from './dto/job.view';
import { ServiceNotFound } from './domain/jobs.errors';

/** A service as the barber's form describes it, value in reais. */
export interface ServiceForm {
  name: string;
  value: number;
  doubleTime?: boolean;
}

/** "Meus Serviços": a barber creates, edits and deletes their own services. */
@Injectable()
export class JobsAdminService {
  constructor(private readonly em: EntityManager) {}

  async create(current: AuthenticatedBarber, barberId: string, form: ServiceForm): Promise<JobView> {
    ensureOwnBarberId(current, barberId);
    const job = Job.offer(barberId, { name: form.name, valueCents: serviceValueInCents(form.value), doubleTime: form.doubleTime ?? false });
    await this.em.persistAndFlush(job);
    return toJobView(job);
  }

  async update(current: AuthenticatedBarber, jobId: string, form: ServiceForm): Promise<JobView> {
    const job = await this.loadOwn(current, jobId);
    job.describe({ name: form.name, valueCents: serviceValueInCents(form.value), doubleTime: form.doubleTime ?? job.doubleTime });
    await this.em.flush();
    return toJobView(job);
  }

  /**
   * Erases the service; when appointments use it, PostgreSQL refuses (foreign key) and the
   * service is deactivated instead, so the history and revenue keep it.
   */
  async delete(current: AuthenticatedBarber, jobId: string): Promise<JobDeletedView> {
    const job = await this.loadOwn(current, jobId);
    try {
      await this.em.nativeDelete(Job, { id: job.id });
      return { id: job.id, deleted: true, deactivated: false };
    } catch (error) {
      if (constraintViolationOf(error) !== 'foreign-key') throw error;
    }
    job.deactivate();
    await this.em.flush();
    return { id: job.id, deleted: true, deactivated: true };
  }

  /** The caller's live service; a deleted (deactivated) one is gone for the admin API too. */
  private async loadOwn(current: AuthenticatedBarber, jobId: string): Promise<Job> {
    const job = await this.em.findOne(Job, { id: jobId });
    if (!job) throw new ServiceNotFound();
    job.ensureOwnedBy(current.id);
    if (!job.active) throw new ServiceNotFound();
    return job;
  }
}
