import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayActInAgendaOf, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { hourLabel } from '../../shared/time/hhmm';
import { addDays, compareDates, ensureRealDate, LocalDate, monthRange, toIsoDate, weekdayOf } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import {
  BookingRepository,
  AppointmentView,
  BookingViews,
  Attendance,
  AvailabilityService,
  BarberDays,
  BookingService,
  BookingTarget,
  ClientDetails,
  SlotChoice,
} from '../booking';
import { AgendaAppointmentView, AgendaTimelineView } from './dto/agenda-timeline.view';
import { BookingNotPast } from './domain/agenda.errors';
import { AvailabilityView } from '../../shared/http/availability.view';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { AgendaBookings } from './agenda-bookings';
import { AppMetrics } from '../../shared/metrics/app-metrics';

/** The barber's own agenda: listings, walk-ins, edits and attendance. Every call acts on the caller's bookings only. */
@Injectable()
export class AgendaService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly bookingService: BookingService,
    private readonly freeTimes: AvailabilityService,
    private readonly days: BarberDays,
    private readonly views: BookingViews,
    private readonly own: AgendaBookings,
    private readonly clock: ShopClock,
    private readonly metrics: AppMetrics,
  ) {}

  /** A walk-in or phone client, under the same booking rules as an online booking. */
  async create(current: AuthenticatedBarber, target: BookingTarget, hour: number, client: ClientDetails): Promise<AppointmentView> {
    ensureMayActInAgendaOf(current, target.barberId);
    return this.own.withNoShowsOne(target.barberId, this.views.ofNewBooking(await this.bookingService.book(target, hour, client)));
  }

  async listAll(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    return this.own.agendaViews(barberId, await this.bookings.findInAgendaOf(barberId));
  }

  async listMonth(current: AuthenticatedBarber, barberId: string, month: number, year = this.today().year): Promise<AgendaAppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    return this.own.listingViews(barberId, await this.bookings.findInAgendaBetween(barberId, ...monthRange(year, month)));
  }

  async listDay(current: AuthenticatedBarber, day: number, month?: number, year?: number): Promise<AgendaAppointmentView[]> {
    const today = this.today();
    const date = ensureRealDate({ year: year ?? today.year, month: month ?? today.month, day });
    return this.own.listingViews(current.id, await this.bookings.findInAgendaBetween(current.id, date, addDays(date, 1)));
  }

  /** How many times a contact did not come to the caller's bookings, for the booking form. */
  async noShowsOf(current: AuthenticatedBarber, clientContact: string): Promise<{ clientContact: string; noShows: number }> {
    const counts = await this.bookings.noShowsByContact(current.id, [clientContact]);
    return { clientContact, noShows: counts.get(clientContact) ?? 0 };
  }

  /** Marks whether the client came; only once the booking's time has come, never on a cancelled one. */
  async markAttendance(current: AuthenticatedBarber, id: string, attendance: Attendance | null): Promise<AppointmentView> {
    const booking = await this.own.findOwnLive(current, id);
    if (this.clock.instantOf(booking.date, booking.hour).getTime() > this.clock.instant().getTime()) throw new BookingNotPast();
    const newNoShow = attendance === 'no_show' && booking.attendance !== 'no_show';
    booking.markAttendance(attendance);
    await this.bookings.getEntityManager().flush();
    if (newNoShow) this.metrics.noShowMarked();
    const [view] = await this.own.agendaViews(booking.barberId, [booking]);
    return view;
  }

  /**
   * Consecutive days of the barber's agenda from `from`, each slot by slot (booked, blocked, free
   * for a walk-in, past) with the day's bookings (the client's cancelled ones included).
   * One day snapshot per day plus one listing of the range.
   */
  async timeline(current: AuthenticatedBarber, barberId: string, from: LocalDate, days: number): Promise<AgendaTimelineView> {
    ensureMayReadBarber(current, barberId);
    const first = ensureRealDate(from);
    const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
    const schedules = await Promise.all(dates.map((date) => this.bookings.loadDaySchedule(barberId, date)));
    if (schedules[0].barberActive === null) throw new BarberNotFound();
    const inRange = await this.bookings.findInAgendaBetween(barberId, first, addDays(first, days));
    const views = await this.own.listingViews(barberId, inRange);
    const clock = this.days.clock();
    return {
      days: schedules.map((schedule) => {
        const held = inRange.filter((booking) => !booking.isCancelled && compareDates(booking.date, schedule.date) === 0);
        const { closure, slots, outsideHours } = this.days.timeline(schedule, held, clock);
        const bookings = views
          .filter((view) => compareDates(view, schedule.date) === 0)
          .map((view) => (outsideHours.has(view.id) ? { ...view, outsideHours: true as const } : view));
        return {
          ...schedule.date,
          date: toIsoDate(schedule.date),
          weekday: weekdayOf(schedule.date),
          closure,
          slots: slots.map((slot) => ({ ...slot, label: hourLabel(slot.hour) })),
          appointments: bookings,
        };
      }),
    };
  }

  /** The first live booking starting now or later in the shop's clock, or null. */
  async next(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView | null> {
    ensureMayReadBarber(current, barberId);
    const booking = await this.bookings.findFirstLiveFrom(barberId, this.clock.localNow());
    if (!booking) return null;
    const [view] = await this.own.agendaViews(barberId, [booking]);
    return view;
  }

  /**
   * The barber's live bookings from now on that no longer fit their current hours (the hours
   * changed after they were booked: a break, a later opening, a weekday off), soonest first.
   */
  async outsideHours(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    const upcoming = await this.bookings.findLiveFrom(barberId, this.clock.localNow());
    const outside = await this.days.outsideHours(barberId, upcoming);
    const views = await this.own.agendaViews(barberId, outside);
    return views.map((view) => ({ ...view, outsideHours: true as const }));
  }

  /** One booking of the agenda, cancelled ones included. */
  async get(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const booking = await this.own.findOwnInAgenda(current, id);
    const [view] = await this.own.agendaViews(booking.barberId, [booking]);
    return view;
  }

  /** Where the barber can make a new booking: the day's free starts for a service, today's running slot included. */
  availabilityForNew(current: AuthenticatedBarber, target: BookingTarget): Promise<AvailabilityView> {
    ensureMayActInAgendaOf(current, target.barberId);
    return this.freeTimes.ofDay(target, null, 'barber');
  }

  /** Where the barber can move a booking: the day's free starts for a service, its own slots counting as free. */
  async availabilityForMove(current: AuthenticatedBarber, id: string, to: { serviceId: string } & LocalDate): Promise<AvailabilityView> {
    const booking = await this.own.findOwnLive(current, id);
    return this.freeTimes.ofDay({ ...to, barberId: booking.barberId }, booking.id, 'barber');
  }

  /** The barber's edit: client details always; day, time and service through the booking rules when they change. */
  async update(current: AuthenticatedBarber, id: string, to: SlotChoice, client: ClientDetails, barberId?: string): Promise<AppointmentView> {
    if (barberId !== undefined) ensureMayActInAgendaOf(current, barberId);
    const booking = await this.own.findOwnLive(current, id);
    await this.bookingService.reschedule(booking, to, 'barber', client);
    return this.own.withNoShowsOne(booking.barberId, await this.views.one(booking));
  }

  private today(): LocalDate {
    return this.clock.now().date;
  }
}
