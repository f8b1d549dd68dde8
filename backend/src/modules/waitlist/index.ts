/** What other modules may use of waitlist: nothing else of it is imported from outside. */
export { WaitlistModule } from './waitlist.module';
export { WaitlistPrivacy } from './waitlist-privacy';
export type { ExportedWaitlistEntry } from './waitlist-privacy';
