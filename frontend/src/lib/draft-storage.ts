/** The booking in progress, kept in localStorage under 'appointment' (month 0-11, hour HHMM). */
export interface AppointmentDraft {
  user?: string;
  job?: string;
  hour?: number;
  day?: number;
  month?: number;
  year?: number;
  clientName?: string;
  clientContact?: string;
  /** The Idempotency-Key of the confirmation sent for exactly `body` (JSON): a retry sends it again, another booking gets a new one. */
  confirmation?: { key: string; body: string };
}

export type DraftField = keyof AppointmentDraft;

const STORAGE_KEY = 'appointment';
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedDraft: AppointmentDraft | null = null;

function parse(raw: string | null): AppointmentDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none or it cannot be read. Stable between changes. */
export function readDraft(): AppointmentDraft | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedDraft = parse(raw);
  }
  return cachedDraft;
}

/** Replaces the stored draft; null removes it. */
export function writeDraft(draft: AppointmentDraft | null): void {
  if (draft) localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  else localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function updateDraft(changes: AppointmentDraft): void {
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
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
