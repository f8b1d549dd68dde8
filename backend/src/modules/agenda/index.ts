/** What other modules may use of agenda: nothing else of it is imported from outside. */
export { AgendaModule } from './agenda.module';
