/** What other modules may use of services: nothing else of it is imported from outside. */
export { ServicesModule } from './services.module';
export { ServiceCatalog, bookableService, requireBookable } from './service-catalog.service';
export type { BookableService } from './service-catalog.service';
