/** What other modules may use of clients: nothing else of it is imported from outside. */
export { ClientNoShowsView } from './dto/client.view';
export { ClientsModule } from './clients.module';
