import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber, ensureMayActInAgendaOf, ensureMayReadBarber } from '../../shared/auth/authenticated-barber';
import { hourLabel } from '../../shared/time/hhmm';
import { addDays, compareDates, ensureRealDate, LocalDate, monthRange, toIsoDate, weekdayOf } from '../../shared/time/local-date';
import { ShopClock } from '../../shared/time/shop-clock';
import {
  AgendaAppointmentView,
  AgendaTimelineView,
  Appointment,
  AppointmentCancelled,
  AppointmentNotFound,
  AppointmentNotPast,
  AppointmentRepository,
  AppointmentView,
  AppointmentViews,
  Attendance,
  AvailabilityService,
  AvailabilityView,
  BarberDays,
  BookingEvents,
  BookingService,
  BookingTarget,
  ClientDetails,
  dayTimeline,
  hoursOnDate,
  isOutsideHours,
  SlotChoice,
} from '../booking';
import { BarberNotFound } from '../../shared/errors/barber-not-found';
import { AppMetrics } from '../../shared/metrics/app-metrics';

/** The barber's own agenda: listings, walk-ins, edits, the trash. Every call acts on the caller's appointments only. */
@Injectable()
export class AgendaService {
  constructor(
    private readonly appointments: AppointmentRepository,
    private readonly booking: BookingService,
    private readonly freeTimes: AvailabilityService,
    private readonly days: BarberDays,
    private readonly views: AppointmentViews,
    private readonly clock: ShopClock,
    private readonly events: BookingEvents,
    private readonly metrics: AppMetrics,
  ) {}

  /** A walk-in or phone client, under the same booking rules as an online booking. */
  async create(current: AuthenticatedBarber, target: BookingTarget, hour: number, client: ClientDetails): Promise<AppointmentView> {
    ensureMayActInAgendaOf(current, target.userId);
    return this.withNoShowsOne(target.userId, this.views.ofNewBooking(await this.booking.book(target, hour, client)));
  }

  async listAll(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    return this.agendaViews(barberId, await this.appointments.findInAgendaOf(barberId));
  }

  async listMonth(current: AuthenticatedBarber, barberId: string, month: number, year = this.today().year): Promise<AgendaAppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    return this.listingViews(barberId, await this.appointments.findInAgendaBetween(barberId, ...monthRange(year, month)));
  }

  async listDay(current: AuthenticatedBarber, day: number, month?: number, year?: number): Promise<AgendaAppointmentView[]> {
    const today = this.today();
    const date = ensureRealDate({ year: year ?? today.year, month: month ?? today.month, day });
    return this.listingViews(current.id, await this.appointments.findInAgendaBetween(current.id, date, addDays(date, 1)));
  }

  /** How many times a contact did not come to the caller's appointments, for the booking form. */
  async noShowsOf(current: AuthenticatedBarber, clientContact: string): Promise<{ clientContact: string; noShows: number }> {
    const counts = await this.appointments.noShowsByContact(current.id, [clientContact]);
    return { clientContact, noShows: counts.get(clientContact) ?? 0 };
  }

  /** Marks whether the client came; only once the appointment's time has come, never on a cancelled one. */
  async markAttendance(current: AuthenticatedBarber, id: string, attendance: Attendance | null): Promise<AppointmentView> {
    const appointment = await this.findOwnLive(current, id);
    if (this.clock.instantOf(appointment.date, appointment.hour).getTime() > Date.now()) throw new AppointmentNotPast();
    const newNoShow = attendance === 'no_show' && appointment.attendance !== 'no_show';
    appointment.markAttendance(attendance);
    await this.appointments.getEntityManager().flush();
    if (newNoShow) this.metrics.noShowMarked();
    const [view] = await this.agendaViews(appointment.barberId, [appointment]);
    return view;
  }

  /**
   * Consecutive days of the barber's agenda from `from`, each slot by slot (booked, blocked, free
   * for a walk-in, past) with the day's appointments (the client's cancelled ones included).
   * One day snapshot per day plus one listing of the range.
   */
  async timeline(current: AuthenticatedBarber, barberId: string, from: LocalDate, days: number): Promise<AgendaTimelineView> {
    ensureMayReadBarber(current, barberId);
    const first = ensureRealDate(from);
    const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
    const schedules = await Promise.all(dates.map((date) => this.appointments.loadDaySchedule(barberId, date)));
    if (schedules[0].barberActive === null) throw new BarberNotFound();
    const inRange = await this.appointments.findInAgendaBetween(barberId, first, addDays(first, days));
    const views = await this.listingViews(barberId, inRange);
    const clock = this.days.clock();
    return {
      days: schedules.map((schedule) => {
        const held = inRange.filter((appointment) => !appointment.isCancelled && compareDates(appointment.date, schedule.date) === 0);
        const { closure, slots, outsideHours } = dayTimeline(schedule, held, clock);
        const appointments = views
          .filter((view) => compareDates(view, schedule.date) === 0)
          .map((view) => (outsideHours.has(view.id) ? { ...view, outsideHours: true as const } : view));
        return {
          ...schedule.date,
          date: toIsoDate(schedule.date),
          weekday: weekdayOf(schedule.date),
          closure,
          slots: slots.map((slot) => ({ ...slot, label: hourLabel(slot.hour) })),
          appointments,
        };
      }),
    };
  }

  /** The first live appointment starting now or later in the shop's clock, or null. */
  async next(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView | null> {
    ensureMayReadBarber(current, barberId);
    const appointment = await this.appointments.findFirstLiveFrom(barberId, this.clock.localNow());
    if (!appointment) return null;
    const [view] = await this.agendaViews(barberId, [appointment]);
    return view;
  }

  /**
   * The barber's live appointments from now on that no longer fit their current hours (the hours
   * changed after they were booked: a break, a later opening, a weekday off), soonest first.
   */
  async outsideHours(current: AuthenticatedBarber, barberId: string): Promise<AppointmentView[]> {
    ensureMayReadBarber(current, barberId);
    const [week, upcoming] = await Promise.all([
      this.appointments.loadWorkingWeek(barberId),
      this.appointments.findLiveFrom(barberId, this.clock.localNow()),
    ]);
    const outside = upcoming.filter((appointment) => isOutsideHours(hoursOnDate(week, appointment.date), appointment));
    const views = await this.agendaViews(barberId, outside);
    return views.map((view) => ({ ...view, outsideHours: true as const }));
  }

  /** One appointment of the agenda, cancelled ones included. */
  async get(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const appointment = await this.findOwnInAgenda(current, id);
    const [view] = await this.agendaViews(appointment.barberId, [appointment]);
    return view;
  }

  /** Where the barber can book a new appointment: the day's free starts for a service, today's running slot included. */
  availabilityForNew(current: AuthenticatedBarber, target: BookingTarget): Promise<AvailabilityView> {
    ensureMayActInAgendaOf(current, target.userId);
    return this.freeTimes.ofDay(target, null, 'barber');
  }

  /** Where the barber can move an appointment: the day's free starts for a service, its own slots counting as free. */
  async availabilityForMove(current: AuthenticatedBarber, id: string, to: { jobId: string } & LocalDate): Promise<AvailabilityView> {
    const appointment = await this.findOwnLive(current, id);
    return this.freeTimes.ofDay({ ...to, userId: appointment.barberId }, appointment.id, 'barber');
  }

  /** The barber's edit: client details always; day, time and service through the booking rules when they change. */
  async update(current: AuthenticatedBarber, id: string, to: SlotChoice, client: ClientDetails, userId?: string): Promise<AppointmentView> {
    if (userId !== undefined) ensureMayActInAgendaOf(current, userId);
    const appointment = await this.findOwnLive(current, id);
    await this.booking.reschedule(appointment, to, 'barber', client);
    return this.withNoShowsOne(appointment.barberId, await this.views.one(appointment));
  }

  /** To the trash: the slot is free again. Deleting one already in the trash answers it as it is. */
  async trash(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const appointment = await this.findOwn(current, id);
    if (!appointment.isTrashed) {
      appointment.trash();
      await this.appointments.getEntityManager().flush();
      await this.events.publish({ type: 'trashed', appointment, by: 'barber' });
    }
    const [view] = await this.agendaViews(appointment.barberId, [appointment]);
    return view;
  }

  /**
   * Every future live booking of one contact (any spelling of it) with the caller goes to the trash,
   * as each would with a single delete; each can be restored on its own. Other barbers' are untouched.
   */
  async trashFutureOfContact(current: AuthenticatedBarber, clientContact: string): Promise<AppointmentView[]> {
    const appointments = await this.appointments.findFutureLiveOfContact(current.id, clientContact, this.clock.localNow());
    const at = new Date();
    for (const appointment of appointments) appointment.trash(at);
    await this.appointments.getEntityManager().flush();
    for (const appointment of appointments) await this.events.publish({ type: 'trashed', appointment, by: 'barber' });
    return this.views.many(appointments);
  }

  async listTrash(current: AuthenticatedBarber): Promise<AppointmentView[]> {
    return this.agendaViews(current.id, await this.appointments.findTrashOf(current.id));
  }

  /** Out of the trash; 409 HOUR_CONFLICT when its time was taken meanwhile. A live one is answered as it is. */
  async restore(current: AuthenticatedBarber, id: string): Promise<AppointmentView> {
    const appointment = await this.findOwn(current, id);
    await this.booking.restore(appointment);
    return this.withNoShowsOne(appointment.barberId, await this.views.one(appointment));
  }

  /** One that still holds its slots: a cancelled one can no longer be edited (409). */
  private async findOwnLive(current: AuthenticatedBarber, id: string): Promise<Appointment> {
    const appointment = await this.findOwnInAgenda(current, id);
    if (appointment.isCancelled) throw new AppointmentCancelled();
    return appointment;
  }

  private async findOwnInAgenda(current: AuthenticatedBarber, id: string): Promise<Appointment> {
    const appointment = await this.findOwn(current, id);
    if (appointment.isTrashed) throw new AppointmentNotFound();
    return appointment;
  }

  /** Unknown: 404. Another barber's: 403, unless the owner asks. Trashed ones included. */
  private async findOwn(current: AuthenticatedBarber, id: string): Promise<Appointment> {
    const appointment = await this.appointments.findOne({ id });
    if (!appointment) throw new AppointmentNotFound();
    ensureMayActInAgendaOf(current, appointment.barberId);
    return appointment;
  }

  /** The views of the agenda's day and month cards: also the future bookings each contact holds with the barber. */
  private async listingViews(barberId: string, appointments: Appointment[]): Promise<AgendaAppointmentView[]> {
    const [views, held] = await Promise.all([
      this.agendaViews(barberId, appointments),
      this.appointments.countFutureLiveOfSameContact(
        appointments.map((appointment) => appointment.id),
        this.clock.localNow(),
      ),
    ]);
    return views.map((view) => ({ ...view, contactFutureBookings: held.get(view.id) ?? 0 }));
  }

  /** The views the barber's agenda shows: each with its client's no-shows with this barber (one query for all). */
  private async agendaViews(barberId: string, appointments: Appointment[]): Promise<AppointmentView[]> {
    return this.withNoShows(barberId, await this.views.many(appointments));
  }

  private async withNoShows(barberId: string, views: AppointmentView[]): Promise<AppointmentView[]> {
    const noShows = await this.appointments.noShowsByContact(
      barberId,
      views.map((view) => view.clientContact),
    );
    return views.map((view) => ({ ...view, clientNoShows: noShows.get(view.clientContact) ?? 0 }));
  }

  private async withNoShowsOne(barberId: string, view: AppointmentView): Promise<AppointmentView> {
    const [withCount] = await this.withNoShows(barberId, [view]);
    return withCount;
  }

  private today(): LocalDate {
    return this.clock.now().date;
  }
}
