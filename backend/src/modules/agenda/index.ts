/** What other modules may use of agenda: nothing else of it is imported from outside. */
export { AgendaModule } from './agenda.module';
export { AppointmentStatsService } from './appointment-stats.service';
export type { RevenueFigures, RevenueSplit } from './appointment-stats.service';
