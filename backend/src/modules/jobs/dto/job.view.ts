import { Job } from '../domain/job.entity';
import { centsToReais } from '../../../shared/money/money';

/** A service as the API shows it: value in reais. */
export interface JobView {
  id: string;
  name: string;
  value: number;
  doubleTime: boolean;
  active: boolean;
}

/** The answer to a delete: a service with appointments is deactivated instead of erased. */
export interface JobDeletedView {
  id: string;
  deleted: true;
  deactivated: boolean;
}

export function toJobView(job: Job): JobView {
  return { id: job.id, name: job.name, value: centsToReais(job.valueCents), doubleTime: job.takesTwoSlots, active: job.active };
}
