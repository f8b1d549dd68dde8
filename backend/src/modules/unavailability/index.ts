/** What other modules may use of unavailability: nothing else of it is imported from outside. */
export { UnavailabilityModule } from './unavailability.module';
