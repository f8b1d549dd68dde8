/** What other modules may use of hours: nothing else of it is imported from outside. */
export { HoursModule } from './hours.module';
export { HoursService } from './hours.service';
