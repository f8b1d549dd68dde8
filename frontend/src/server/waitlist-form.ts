import { api } from '../api/client';
import type { PageNotice } from '../features/booking/components/page-notice';
import { joinPageWith, NO_DAY_CHOSEN, TOO_MANY_DAYS } from '../features/waitlist/join-form';
import { MAX_WAITLIST_DAYS } from '../features/waitlist/waitlist-days';
import { ApiError } from '../lib/http/api-client';
import { periodOfField } from '../lib/time/day-periods';
import { readDraft, updateDraft } from '../lib/draft/draft-storage';
import { readClientData } from './client-data-fields';

/**
 * Entrar na lista de espera, posted before the app had arrived (or with JavaScript off): the API's own call as the visitor
 * (its rules, messages and rate limit), then the entry's own page. A refusal leads back to the join page with the days and
 * part of the day as chosen (in its address) and what was typed (in the draft), saying why as the app's toast would.
 * Notifications need the app: an entry joined this way has none, and the barber sees it and can call.
 */
export async function joinWaitlist(fields: URLSearchParams): Promise<{ location: string; notice?: PageNotice }> {
  const draft = readDraft()!;
  const days = fields.getAll('dias');
  const period = periodOfField(fields.get('periodo'));
  const back = joinPageWith(days, period);
  const { typed, data, refusal } = readClientData(fields);
  updateDraft(refusal ? typed : data);
  const daysProblem = days.length === 0 ? NO_DAY_CHOSEN : days.length > MAX_WAITLIST_DAYS ? TOO_MANY_DAYS : null;
  if (daysProblem) return { location: back, notice: { message: daysProblem, fields: { ...refusal?.fields, dias: daysProblem } } };
  if (refusal) return { location: back, notice: refusal };
  try {
    const joined = await api.post('/api/waitlist', { body: { userId: draft.barberId!, jobId: draft.serviceId!, days, period, ...data } });
    return { location: `/agenda/espera/${joined.manageToken}` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { location: back, notice: { title: 'Não foi possível entrar na lista', message: error.message } };
  }
}
