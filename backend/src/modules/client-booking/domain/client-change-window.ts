import { Conflict } from '../../../shared/errors/domain-error';

/**
 * A client may move or cancel their booking online until CANCEL_MIN_HOURS before it starts;
 * later, only the shop can change it (the message sends the client to its WhatsApp). For the same
 * reason a move may not land inside that window of its new time.
 */
export class ChangeDeadlinePassed extends Conflict {
  constructor(minHours: number) {
    super('CANCEL_DEADLINE_PASSED', `${deadlineRule(minHours)} Para mudar este horário, fale com a barbearia pelo WhatsApp.`);
  }
}

/**
 * A move into the last CANCEL_MIN_HOURS before the new time: once there, the booking could be
 * neither moved again nor cancelled online, so the client picks a later time instead.
 */
export class MoveInsideChangeWindow extends Conflict {
  constructor(minHours: number) {
    super('MOVE_INSIDE_CANCEL_WINDOW', `Escolha um horário que comece daqui a mais de ${hoursText(minHours)}. ${deadlineRule(minHours)}`);
  }
}

/** The last instant the client may still move or cancel a booking that starts at `startsAt`. */
export function changeDeadline(startsAt: Date, minHours: number): Date {
  return new Date(startsAt.getTime() - minHours * 3_600_000);
}

export function clientMayChange(startsAt: Date, now: Date, minHours: number): boolean {
  return now.getTime() <= changeDeadline(startsAt, minHours).getTime();
}

export function ensureClientMayChange(startsAt: Date, now: Date, minHours: number): void {
  if (!clientMayChange(startsAt, now, minHours)) throw new ChangeDeadlinePassed(minHours);
}

/**
 * Whether a time that has not started yet starts within CANCEL_MIN_HOURS from now: a booking moved
 * there could no longer be changed or cancelled online. (A time already started is the booking
 * rules' to refuse, as for any booking.)
 */
export function isInsideChangeWindow(startsAt: Date, now: Date, minHours: number): boolean {
  return startsAt.getTime() > now.getTime() && !clientMayChange(startsAt, now, minHours);
}

export function ensureClientMayMoveTo(startsAt: Date, now: Date, minHours: number): void {
  if (isInsideChangeWindow(startsAt, now, minHours)) throw new MoveInsideChangeWindow(minHours);
}

function deadlineRule(minHours: number): string {
  if (minHours === 0) return 'Este agendamento já começou e não pode mais ser alterado ou cancelado pelo site.';
  return `Alterações e cancelamentos pelo site só são aceitos até ${hoursText(minHours)} antes do horário.`;
}

function hoursText(minHours: number): string {
  return minHours === 1 ? '1 hora' : `${minHours} horas`;
}
