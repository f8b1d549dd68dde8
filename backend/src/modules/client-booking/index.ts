/** What other modules may use of client-booking: nothing else of it is imported from outside. */
export { ClientBookingModule } from './client-booking.module';
export { BookedView } from './dto/booked.view';
