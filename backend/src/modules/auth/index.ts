/** What other modules may use of auth: nothing else of it is imported from outside. */
export { AuthModule } from './auth.module';
