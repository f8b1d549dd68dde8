import { Conflict } from '../../../shared/errors/domain-error';

/**
 * A client may move or cancel their booking online until CANCEL_MIN_HOURS before it starts;
 * later, only the shop can change it (the message sends the client to its WhatsApp).
 */
export class ChangeDeadlinePassed extends Conflict {
  constructor(minHours: number) {
    super('CANCEL_DEADLINE_PASSED', `${deadlineRule(minHours)} Para mudar este horário, fale com a barbearia pelo WhatsApp.`);
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

function deadlineRule(minHours: number): string {
  if (minHours === 0) return 'Este agendamento já começou e não pode mais ser alterado ou cancelado pelo site.';
  const hours = minHours === 1 ? '1 hora' : `${minHours} horas`;
  return `Alterações e cancelamentos pelo site só são aceitos até ${hours} antes do horário.`;
}
