import type { components, paths } from './schema.gen';

/**
 * The API's answers and bodies as the frontend names them: aliases of the contract's schemas (schema.gen.ts, generated from
 * docs/openapi.json), so a change of the API's shapes shows up here as a type error, not as a wrong screen.
 */
type Schemas = components['schemas'];

export type Booking = Schemas['AppointmentView'];
/**
 * What the barber fills in for a walk-in or phone client (month 0-11, hour HHMM); the barber is the agenda's. The agenda's
 * calls send `serviceId` as the API's `jobId`.
 */
export type AgendaBookingFields = Omit<
  Required<Omit<Schemas['AdminCreateAppointmentDto'], 'userId' | 'pushEndpoint' | 'pushP256dh' | 'pushAuth'>>,
  'jobId'
> & { serviceId: string };
/** A booking to create, with the client's push subscription when they allowed notifications (month 0-11, hour HHMM). */
export type CreateBookingRequest = Schemas['CreateAppointmentDto'];
/** The booking as the client's steps build it and as verifyExist and create receive it. */
export type BookingRequest = Omit<CreateBookingRequest, 'pushEndpoint' | 'pushP256dh' | 'pushAuth' | 'previousPayment'>;
/** The server's answer to a client's booking: the booking and its manage token. */
export type CreatedBooking = Schemas['BookedView'];

/** Bookable start times of one day. */
export type Availability = Schemas['AvailabilityView'];
export type Slot = Schemas['SlotView'];
/** How many free start times each day of a month has. */
export type MonthAvailability = Schemas['MonthAvailabilityView'];

/** The barber's agenda, day by day and slot by slot. */
export type TimelineDay = Schemas['TimelineDayView'];
export type TimelineSlot = Schemas['TimelineSlotView'];
export type AgendaBooking = Schemas['AgendaAppointmentView'];

/** A booking as its manage link shows it. */
export type ManagedBooking = Schemas['ManagedBookingView'];
/** Where the client moves the booking: a day, a start time and a service of the same barber. */
export type BookingMove = Schemas['MoveBookingDto'];

export type WorkingDay = Schemas['WorkingDayView'];
export type WorkingHours = Schemas['WorkingHoursView'];
export type TimeRange = Schemas['TimeRangeView'];

/** A day (hour 0) or one time (HHMM) the barber takes no bookings. */
export type UnavailableEntry = Schemas['UnavailableView'];
/** A booking that holds a time the barber tried to block (in the DEACTIVATE_CONFLICT refusal's `bookings`). */
export type BookingInTheWay = Schemas['BookingInTheWayView'];

export type Client = Schemas['ClientView'];
export type ClientHistory = Schemas['ClientHistoryView'];
export type ClientBooking = ClientHistory['appointments'][number];
export type ClientExportFormat = NonNullable<
  NonNullable<paths['/api/appointment/admin/clients/{contact}/export']['get']['parameters']['query']>['format']
>;

/** The shop's name, links, clock and booking window. */
export type Shop = Schemas['ShopView'];

export type Service = Schemas['JobView'];
/** What the service form sends (value in reais). */
/** `depositRequired` (*Pede sinal*) stays optional: a call that leaves it out keeps the service's mark. */
export type ServiceInput = Required<Omit<Schemas['CreateJobDto'], 'id' | 'depositRequired'>> & Pick<Schemas['CreateJobDto'], 'depositRequired'>;

/** The shop's Pix key and deposit rules as the server stores them (`configured: false` before the first save). */
export type PaymentSettings = Schemas['PaymentSettingsView'];
/** What the Pagamentos page saves, replacing the settings whole (the fixed deposit in reais). */
export type PaymentSettingsInput = Schemas['PaymentSettingsDto'];
/** Which bookings the shop asks a deposit of: the quote's condition. */
export type DepositAppliesTo = NonNullable<Schemas['DepositQuoteView']['appliesTo']>;
/** The deposit's hold and what a cancellation does with it, with the rules spelled out. */
export type DepositTerms = Schemas['DepositTermsView'];

/** A barber as the client's booking steps show them. */
export type Barber = Schemas['BarberView'];
/** The logged-in barber's own account, and each member of the team. */
export type BarberAccount = Schemas['BarberAccountView'];
export type NewBarber = Schemas['CreateBarberDto'];
/** PUT auth/update/{id}: only the fields sent change; one's own password also needs `currentPassword`. */
export type BarberChanges = Schemas['UpdateBarberDto'];
/** PUT auth/me: only the fields sent change. */
export type ProfileChanges = Pick<Schemas['UpdateProfileDto'], 'displayName' | 'username' | 'email'>;
export type PasswordChange = Required<Pick<Schemas['UpdateProfileDto'], 'currentPassword' | 'newPassword'>>;
export type LoginRequest = Schemas['LoginDto'];

/**
 * Revenue in reais: `total` is realised (past, not a no-show) plus booked (still to come); `noShows` is what they cost, outside it;
 * `deposits`, the Pix deposits received, paid back, still to pay back and kept.
 */
export type YearRevenue = Schemas['YearRevenueView'];
export type MonthRevenue = Schemas['MonthRevenueSplitView'];
export type ServiceRevenue = Schemas['ServiceRevenueView'];
export type RevenueSplit = Pick<YearRevenue, 'total' | 'appointments' | 'realised' | 'booked' | 'noShows' | 'deposits'>;
export type DepositRevenue = YearRevenue['deposits'];

/** The client's waitlist: what they send to join, their entry as its manage link shows it, and a freed time offered to them. */
export type JoinWaitlistRequest = Schemas['JoinWaitlistDto'];
export type WaitlistEntry = Schemas['WaitlistEntryView'];
export type WaitlistOffer = Schemas['WaitlistOfferView'];
/** The deposit taking an offer asks, as the shop's quote for its service says it (null once the offer is not pending). */
export type WaitlistOfferDeposit = Schemas['WaitlistOfferAnswer']['deposit'];
/** Who waits for a day, as the barber's agenda lists them. */
export type AdminWaitlistEntry = Schemas['AdminWaitlistEntryView'];

/** The barbers' commission (docs/api-contract-notes.md, *Commission*). */
export type CommissionRates = Schemas['CommissionRatesView'];
export type CommissionRate = Schemas['CommissionRateView'];
export type CommissionRateInput = Schemas['CommissionRateDto'];
export type Statement = Schemas['CommissionStatementView'];
export type StatementLine = Schemas['StatementLineView'];
export type StatementBooking = Schemas['StatementBookingView'];
export type StatementTotals = Schemas['StatementTotalsView'];
export type KeptDepositLine = Schemas['KeptDepositLineView'];
export type Advance = Schemas['AdvanceView'];
export type AdvanceInput = Schemas['AdvanceDto'];
export type Payout = Schemas['PayoutView'];
export type PayoutInput = Schemas['CommissionPayoutDto'];
export type CommissionSettings = Schemas['CommissionSettingsView'];
export type CommissionMonth = Schemas['CommissionMonthView'];
export type CommissionMonthBarber = Schemas['CommissionMonthBarberView'];
