/** What other modules may use of jobs: nothing else of it is imported from outside. */
export { JobsModule } from './jobs.module';
export { JobsService, bookableService, requireBookable } from './jobs.service';
export type { BookableService } from './jobs.service';
