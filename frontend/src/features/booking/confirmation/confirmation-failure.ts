import { ApiError, isConnectionProblem } from '../../../lib/http/api-client';
import { conflictMessage } from '../../../lib/http/conflict-message';
import type { DraftField } from '../../../lib/draft/draft-storage';

/** What the client reads of a failed confirmation (the app's toast; the page's notice when sent without the app). */
export interface ConfirmationNotice {
  title?: string;
  message: string;
}

/** What follows a confirmation that failed, and what the draft forgets. */
export type ConfirmationFailure = { forget?: DraftField[]; notice?: ConfirmationNotice } & (
  | /** The client stays on the confirmation; `failure` is said under Confirmar. */ { then: 'stay'; failure?: string }
  | /** The time was taken: back to choose another. */ { then: 'time-step' }
  | /** The failed result page of the attempt's status. */ { then: 'failed'; status: number }
);

/** Too many attempts from this address (429), or this contact already holds its maximum of future bookings. */
const staysOnConfirmation = (error: ApiError) => error.status === 429 || error.code === 'CONTACT_BOOKING_LIMIT';

/**
 * A confirmation's failure, in the app (use-confirm-booking.ts) and when the server sends it for a form
 * (server/booking-forms.ts): no answer stays with the reason; a key that booked another version of this booking is
 * forgotten; a refusal another time would not help (429, the contact's limit) stays with the server's message; another 409
 * goes back to choose another time; anything else is the failed result page.
 */
export function confirmationFailure(error: unknown): ConfirmationFailure {
  if (isConnectionProblem(error)) return { then: 'stay', failure: (error as ApiError).message };
  if (!(error instanceof ApiError)) return failed(0);
  if (error.code === 'IDEMPOTENCY_KEY_REUSED') return { then: 'stay', failure: error.message, forget: ['confirmation'] };
  if (staysOnConfirmation(error)) return { then: 'stay', notice: { title: 'Erro!', message: error.message } };
  if (error.status === 409) {
    const message = `${conflictMessage(error)} Você será redirecionado para selecionar outro horário.`;
    return { then: 'time-step', notice: { message }, forget: ['hour', 'confirmation'] };
  }
  return failed(error.status);
}

function failed(status: number): ConfirmationFailure {
  return { then: 'failed', status, notice: { title: 'Erro!', message: 'O horário escolhido foi invalidado. Por favor, tente outro horário.' } };
}
