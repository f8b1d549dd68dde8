/** What other modules may use of booking: nothing else of it is imported from outside. */
export { BookingViews } from './booking-views';
export { BookingRepository } from './booking.repository';
export { BarberDayLock } from './barber-day-lock';
export { BookingEvents } from './booking-events.service';
export type { BookingEvent } from './booking-events.service';
export { BookingModule } from './booking.module';
export { AvailabilityService } from './availability.service';
export { BarberDays } from './barber-days';
export { BookingService } from './booking.service';
export type { AlsoInTransaction } from './booking.service';
export { BookingDeposits } from './booking-deposits';
export { DepositDesk } from './deposit-desk';
export { bookingTargetOf, monthTargetOf, serviceDayOf } from './booking-target';
export type { BookingTarget, SlotChoice } from './booking.service';
export { ClientDataErasures } from './client-data-erasures.service';
export { ContactErasure } from './contact-erasure';
export { FreedDays } from './freed-days';
export { Booking } from './domain/booking.entity';
export { NO_CONTACT } from './domain/booking-details';
export type { Attendance, ClientDetails } from './domain/booking-details';
export { BookingDeposit } from './domain/booking-deposit';
export type { DepositSettlement, DepositStatus } from './domain/booking-deposit';
export { BookingCancelled, BookingNotFound, BookingNotPast, ClientHasFutureBookings, ClientNotFound } from './domain/booking.errors';
export { changeDeadline, clientMayChange, ensureClientMayChange, ensureClientMayMoveTo, isInsideChangeWindow } from './domain/client-change-window';
export { WHOLE_DAY } from './domain/day-schedule';
export { dayTimeline } from './domain/day-timeline';
export { DeactivateConflict, bookingsInTheWay } from './domain/deactivation';
export { parseIdempotencyKey } from './domain/idempotency-key';
export { creditProofHashesOf, hashManageToken, looksLikeManageToken } from './domain/manage-token';
export { hoursOnDate, isOutsideHours } from './domain/outside-hours';
export { BarberPathParam, DayPathParams, DeactivateHoursDto, MonthPathParams, MonthYearQuery, TimelineQuery } from './dto/agenda.params';
export {
  AgendaAppointmentView,
  AgendaTimelineView,
  AppointmentDepositView,
  AppointmentBarberView,
  AppointmentView,
  AvailabilityView,
  CreatedBookingView,
  MonthAvailabilityView,
} from './dto/appointment.view';
export { AvailabilityQuery, MonthAvailabilityQuery, MoveAvailabilityQuery } from './dto/availability.query';
export { AdminCreateAppointmentDto, CreateAppointmentDto } from './dto/create-appointment.dto';
export { BOOKING_CONFLICT_CODES, DEACTIVATE_CONFLICT } from './dto/error-answers';
