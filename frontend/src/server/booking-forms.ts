import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { availabilityQueryOptions } from '../api/availability/get-availability';
import { barberServicesQueryOptions } from '../api/services/get-barber-services';
import { shopQueryOptions } from '../api/shop/get-shop';
import { bookableBarbers } from '../features/barbers/bookable-barbers';
import { confirmationFailure } from '../features/booking/confirmation/confirmation-failure';
import { findDraftProblem } from '../features/booking/draft/draft-rules';
import { draftToRequest } from '../features/booking/draft/draft-to-request';
import type { PageNotice } from '../features/booking/components/page-notice';
import { draftDate } from '../features/booking/steps/time-step-queries';
import { findNextFreeStart } from '../features/booking/steps/use-next-free-start';
import { validateTimeStep } from '../features/booking/steps/validate-time-step';
import { startBookingAgain } from '../features/manage/book-again';
import { WAITLIST_PAGE } from '../features/waitlist/join-form';
import { ApiError } from '../lib/http/api-client';
import { bookingWindowOf, isInWindow } from '../lib/time/booking-window';
import { clearDraft, readDraft, removeDraftFields, updateDraft, type DraftField } from '../lib/draft/draft-storage';
import { parseIsoDate } from '../lib/time/iso-date';
import { readClientData } from './client-data-fields';
import { answerTokenPagePost } from './token-page-forms';
import type { TokenPageAnswer } from './token-page-answer';
import { joinWaitlist } from './waitlist-form';

/**
 * The booking steps as plain HTML forms: what the app does when a step's form is sent, the server does when the form comes
 * to it instead (sent before the app had arrived, or with JavaScript off), with the app's own rules, draft and API calls.
 * The draft is the browser's, as its cookie carries it (server/page-storage.ts: what is written here goes back as that
 * cookie). Each answer is the page to go to (a 303), with what the app would have said in a toast (the page's notice).
 */
export interface FormAnswer {
  location: string;
  notice?: PageNotice;
}

const BARBER_STEP = '/agenda/barbeiro';
const BARBER_LIST = '/agenda/barbeiro?escolher=true';
const SERVICE_STEP = '/agenda/servico';
const TIME_STEP = '/agenda/horario';
const CLIENT_STEP = '/agenda/cliente';
const CONFIRM_STEP = '/agenda/finalizar';
const RESULT_PAGE = '/agenda/realizado/';

/** What each step needs of the draft (as the app's useDraftGuard). */
const REQUIRED: Record<string, DraftField[]> = {
  [SERVICE_STEP]: ['barberId'],
  [TIME_STEP]: ['barberId', 'serviceId'],
  [CLIENT_STEP]: ['barberId', 'serviceId', 'day', 'month', 'year', 'hour'],
  [CONFIRM_STEP]: ['barberId', 'serviceId', 'day', 'month', 'year', 'hour', 'clientName', 'clientContact'],
  [WAITLIST_PAGE]: ['barberId', 'serviceId'],
};

/** The submit buttons that send the time step's form, as its `name`s. */
const TIME_STEP_ACTIONS = ['dia', 'proximo', 'continuar'];

/**
 * A GET of a booking step that is its form sent (the choice steps' forms are GET forms: the choice travels in the address),
 * or the barber step of a shop where one barber takes bookings (answered with the service step, that barber chosen, as the
 * app does). Null when the page is to be rendered as it is.
 */
export async function answerStepQuery(url: string, queryClient: QueryClient): Promise<FormAnswer | null> {
  const { pathname, searchParams: fields } = new URL(url, 'http://page');
  if (pathname === BARBER_STEP) {
    if (fields.has('continuar')) return answering(BARBER_LIST, () => chooseBarber(fields, queryClient));
    return fields.has('escolher') ? null : skipTheOnlyBarber(queryClient);
  }
  if (pathname === SERVICE_STEP && fields.has('continuar')) return answering(SERVICE_STEP, () => chooseService(fields, queryClient));
  if (pathname === TIME_STEP && TIME_STEP_ACTIONS.some((action) => fields.has(action))) {
    return answering(TIME_STEP, () => chooseTime(fields, queryClient));
  }
  return null;
}

/**
 * A POST of a public page's form: the client's data, the confirmation, joining the waitlist, or the one button of a booking's,
 * an offer's or an entry's own page. Null for any other address.
 */
export async function answerStepPost(pathname: string, fields: URLSearchParams): Promise<FormAnswer | TokenPageAnswer | null> {
  if (pathname === CLIENT_STEP) return answering(CLIENT_STEP, () => sendClientData(fields));
  if (pathname === CONFIRM_STEP) return answering(CONFIRM_STEP, () => confirm(fields));
  if (pathname === WAITLIST_PAGE) return answering(WAITLIST_PAGE, () => joinWaitlist(fields));
  return answerTokenPagePost(pathname, fields);
}

/**
 * Runs a step's answer once the draft has what the step needs (else back to the barber step, as the app's guard does). A
 * refusal of the API the step calls (a 429 on the free times) keeps the client on the step, with the server's message.
 */
async function answering(step: string, answer: () => Promise<FormAnswer>): Promise<FormAnswer> {
  const problem = REQUIRED[step] && findDraftProblem(readDraft(), REQUIRED[step]);
  if (problem) return { location: BARBER_STEP, notice: { title: 'Erro de navegação', message: problem } };
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { location: step, notice: { title: 'Erro!', message: error.message } };
  }
}

async function skipTheOnlyBarber(queryClient: QueryClient): Promise<FormAnswer | null> {
  const barbers = await bookableBarbers(queryClient);
  return barbers.length === 1 ? startWith(barbers[0].id) : null;
}

/** A barber chosen; with a service too (the manage page's Agendar de novo), straight on to the times when it is still offered. */
async function chooseBarber(fields: URLSearchParams, queryClient: QueryClient): Promise<FormAnswer> {
  const chosen = fields.get('barbeiro');
  const barbers = await bookableBarbers(queryClient);
  if (!barbers.some((barber) => barber.id === chosen)) {
    return { location: BARBER_LIST, notice: { title: 'Barbeiro inválido', message: 'Escolha um barbeiro.' } };
  }
  const service = fields.get('servico');
  if (service) return { location: await startBookingAgain(queryClient, chosen!, service) };
  return startWith(chosen!);
}

/** A barber chosen starts a new booking. */
function startWith(barberId: string): FormAnswer {
  clearDraft();
  updateDraft({ barberId });
  return { location: SERVICE_STEP };
}

async function chooseService(fields: URLSearchParams, queryClient: QueryClient): Promise<FormAnswer> {
  const chosen = fields.get('servico');
  const services = await queryClient.ensureQueryData(barberServicesQueryOptions(readDraft()!.barberId!));
  if (!services.some((service) => service.id === chosen)) {
    return { location: SERVICE_STEP, notice: { title: 'Serviço inválido', message: 'Escolha um serviço.' } };
  }
  updateDraft({ serviceId: chosen! });
  return { location: TIME_STEP };
}

/** The time step's buttons: a day of the calendar (`dia`), Próximo horário livre (`proximo`), or Continuar with a time (`hora`). */
async function chooseTime(fields: URLSearchParams, queryClient: QueryClient): Promise<FormAnswer> {
  const draft = readDraft()!;
  const barberId = draft.barberId!;
  const serviceId = draft.serviceId!;
  const shop = await queryClient.ensureQueryData(shopQueryOptions());
  const window = bookingWindowOf(shop);
  if (fields.has('dia')) {
    const date = parseIsoDate(fields.get('dia'));
    if (!date || !isInWindow(window, date))
      return { location: TIME_STEP, notice: { title: 'Data inválida', message: 'Selecione um dia no calendário.' } };
    updateDraft(date);
    removeDraftFields(['hour']);
    return { location: TIME_STEP };
  }
  if (fields.has('proximo')) {
    const found = await findNextFreeStart(queryClient, barberId, serviceId, window);
    if (!found) return { location: TIME_STEP, notice: { title: 'Sem horários livres', message: 'Não encontramos horário livre nos próximos dias.' } };
    updateDraft({ ...found.date, hour: found.hour });
    return { location: TIME_STEP };
  }
  const date = draftDate(window, draft);
  const hour = fields.has('hora') ? Number(fields.get('hora')) : draft.hour;
  // A time counts only while the day offers it (as on the app's page).
  const offered = date && (await queryClient.ensureQueryData(availabilityQueryOptions({ barberId, serviceId, ...date }))).slots;
  const problem = validateTimeStep(date, offered?.some((slot) => slot.hour === hour) ? hour : undefined, shop.today);
  if (problem) return { location: TIME_STEP, notice: problem };
  updateDraft({ hour });
  return { location: CLIENT_STEP };
}

/** Seus dados: the same rules and messages as the app's form; what was typed is kept (as every keystroke is in the app). */
async function sendClientData(fields: URLSearchParams): Promise<FormAnswer> {
  const { typed, data, refusal } = readClientData(fields);
  if (refusal) {
    updateDraft(typed);
    return { location: CLIENT_STEP, notice: refusal };
  }
  updateDraft(data);
  return { location: CONFIRM_STEP };
}

/**
 * Confirmar: the booking through the API's own call, as the visitor (its rules, its messages, its rate limit), with the key
 * the page was rendered with (`chave`): the form sent twice books once, and both answers lead to that booking. A time taken
 * meanwhile by this very booking (made before, under another key) says so, as the app's check before booking does.
 */
async function confirm(fields: URLSearchParams): Promise<FormAnswer> {
  const request = draftToRequest(readDraft())!;
  const key = fields.get('chave');
  try {
    const created = await api.post('/api/appointment/create', { body: request, headers: key ? { 'Idempotency-Key': key } : {} });
    clearDraft();
    return { location: `${RESULT_PAGE}${created.manageToken}` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { clientContact, day, month, year, userId, jobId, hour } = request;
    if (
      error.status === 409 &&
      (await api.post('/api/appointment/verifyExist', { body: { clientContact, day, month, year, userId, jobId, hour } }))
    ) {
      return { location: CONFIRM_STEP, notice: { message: 'Já existe um agendamento para este horário.' } };
    }
    const failed = confirmationFailure(error);
    if (failed.forget) removeDraftFields(failed.forget);
    const notice = failed.notice ?? { message: failed.then === 'stay' ? (failed.failure ?? error.message) : error.message };
    if (failed.then === 'stay') return { location: CONFIRM_STEP, notice };
    return { location: failed.then === 'time-step' ? TIME_STEP : `${RESULT_PAGE}${failed.status}`, notice };
  }
}
