/**
 * A booking as the server's answer to its confirmation gave it: what the result page shows of it when the network is gone
 * before the page could load it (manageToken says which page).
 */
export interface KeptBooking {
  manageToken: string;
  day: number;
  month: number;
  year: number;
  hour: number;
  price: number;
  clientName: string;
  barber: { displayName: string };
  service: { name: string };
  /** The Pix deposit the booking waits for (its amount in reais, the hold's end), when it asks one. */
  depositDue?: { amount: number; holdUntil: string };
}

/** The booking in progress, kept in localStorage under 'appointment' (month 0-11, hour HHMM). */
export interface BookingDraft {
  barberId?: string;
  serviceId?: string;
  hour?: number;
  day?: number;
  month?: number;
  year?: number;
  clientName?: string;
  clientContact?: string;
  /**
   * The Idempotency-Key of the confirmation sent for exactly `body` (JSON): a retry sends it again, another booking gets a new
   * one. Once booked, the steps' fields go (the next booking starts anew) and the key stays with the server's answer
   * (`booked`) until the result page has shown the booking as the server has it: offline, the page shows it from that answer.
   */
  confirmation?: { key: string; body: string; booked?: KeptBooking };
}

export type DraftField = keyof BookingDraft;

export const DRAFT_STORAGE_KEY = 'appointment';

/**
 * The draft is mirrored in a cookie sent with the booking pages only, so the server renders a step with its barber,
 * service, day, times and typed data already in place (docs/architecture.md#server-rendered-pages). The confirmation's
 * key stays in this browser; the cookie ends with the draft, or after a month like a forgotten one.
 */
export const DRAFT_COOKIE = 'agendamento';
const DRAFT_COOKIE_ATTRIBUTES = '; Path=/agenda; SameSite=Lax';
const DRAFT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedDraft: BookingDraft | null = null;

/**
 * A stored draft as the code reads it. One stored before the rename (in localStorage, or in the cookie the server reads)
 * names the barber `user` and the service `job`, the API's words: read under the new names (a new name already there
 * wins), and stored that way at the draft's next change.
 */
function draftOfStored({ user, job, ...draft }: BookingDraft & { user?: string; job?: string }): BookingDraft {
  return { ...(user !== undefined && { barberId: user }), ...(job !== undefined && { serviceId: job }), ...draft };
}

function parse(raw: string | null): BookingDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? draftOfStored(value) : null;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none or it cannot be read. Stable between changes. */
export function readDraft(): BookingDraft | null {
  const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedDraft = parse(raw);
  }
  return cachedDraft;
}

/** Replaces the stored draft; null removes it. */
export function writeDraft(draft: BookingDraft | null): void {
  if (draft) localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  else localStorage.removeItem(DRAFT_STORAGE_KEY);
  writeDraftCookie(draft);
  listeners.forEach((listener) => listener());
}

/** What of a draft the server may render a page from: all but the confirmation's key; null when nothing else is left. */
function draftForServer(draft: BookingDraft | null): string | null {
  if (!draft) return null;
  const { confirmation: _keptInThisBrowser, ...rest } = draft;
  return Object.keys(rest).length ? JSON.stringify(rest) : null;
}

/**
 * The draft's cookie, as document.cookie or a Set-Cookie header takes it: `value` is the draft as the server may see it
 * (null ends the cookie). The server writes it too, when it answers a step's form sent without the app.
 */
export function draftCookie(value: string | null, secure: boolean): string {
  const attributes = `${DRAFT_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
  return value === null
    ? `${DRAFT_COOKIE}=${attributes}; Max-Age=0`
    : `${DRAFT_COOKIE}=${encodeURIComponent(value)}${attributes}; Max-Age=${DRAFT_COOKIE_MAX_AGE_S}`;
}

function writeDraftCookie(draft: BookingDraft | null): void {
  // The server answers with the drafts its forms write (frontend/src/server/booking-forms.ts).
  if (typeof document === 'undefined') return;
  document.cookie = draftCookie(draftForServer(draft), location.protocol === 'https:');
}

/** The draft's cookie as this page got it (only a booking page gets it: its path), or null when there is none or it can't be read. */
function cookieDraft(): BookingDraft | null {
  if (!location.pathname.startsWith('/agenda/')) return null;
  const sent = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`))
    ?.slice(DRAFT_COOKIE.length + 1);
  try {
    return sent ? parse(decodeURIComponent(sent)) : null;
  } catch {
    return null;
  }
}

/**
 * At start. A cookie that differs from this browser's draft was written by the server, answering a step's form sent before
 * the app had arrived: the app takes that draft in (keeping its confirmation's key; an empty one is a booking made
 * meanwhile). No cookie (a draft from before the cookie existed, or one expired; or a page that does not get it): the
 * cookie is written again from the draft, if there is one.
 */
export function syncDraftWithCookie(): void {
  const sent = cookieDraft();
  const kept = readDraft();
  if (!sent) {
    if (kept) writeDraftCookie(kept);
  } else if (draftForServer(sent) !== draftForServer(kept)) {
    writeDraft(draftForServer(sent) ? { ...sent, ...(kept?.confirmation && { confirmation: kept.confirmation }) } : null);
  }
}

/** Whether a page the server rendered from `rendered` (the stored draft's text as it read it) shows this browser's draft. */
export function isDraftRenderedFrom(rendered: string | null): boolean {
  return draftForServer(parse(rendered)) === draftForServer(readDraft());
}

export function updateDraft(changes: BookingDraft): void {
  writeDraft({ ...readDraft(), ...changes });
}

export function removeDraftFields(fields: DraftField[]): void {
  const draft = readDraft();
  if (!draft) return;
  const rest = { ...draft };
  fields.forEach((field) => delete rest[field]);
  writeDraft(rest);
}

export function clearDraft(): void {
  writeDraft(null);
}

export function subscribeToDraft(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAFT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
