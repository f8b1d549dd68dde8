import { compareDates, LocalDate } from '../../../shared/time/local-date';

/**
 * What a barber earns per attended booking: a share of its price in basis points (`percentBp`, 4250 = 42,5 %) or a
 * fixed amount in centavos (`fixedCents`), exactly one of the two.
 */
export interface CommissionAmount {
  percentBp: number | null;
  fixedCents: number | null;
}

/** One row of a barber's rate history: their general rate (`serviceId` null) or one service's, from `startsOn` on. */
export interface CommissionRate extends CommissionAmount {
  id: string;
  barberId: string;
  serviceId: string | null;
  /** The shop-local day it applies from. */
  startsOn: LocalDate;
  createdAt: Date;
}

/**
 * The rate a booking of this service on this (shop-local) day earns: the service's own newest rate started by then,
 * else the barber's general one; null when neither has started. A service's own rate wins even over a newer general
 * one: the owner set it apart on purpose, and a change of the general rate does not undo it.
 */
export function applicableRate(rates: readonly CommissionRate[], serviceId: string, date: LocalDate): CommissionRate | null {
  return (
    newestStartedBy(
      rates.filter((rate) => rate.serviceId === serviceId),
      date,
    ) ??
    newestStartedBy(
      rates.filter((rate) => rate.serviceId === null),
      date,
    )
  );
}

/** The rates in force on this day: the newest started one of each kind (the general one, each service's). */
export function currentRates(rates: readonly CommissionRate[], today: LocalDate): Set<CommissionRate> {
  const scopes = new Set(rates.map((rate) => rate.serviceId));
  const current = [...scopes].map((scope) =>
    newestStartedBy(
      rates.filter((rate) => rate.serviceId === scope),
      today,
    ),
  );
  return new Set(current.filter((rate): rate is CommissionRate => rate !== null));
}

/** Newest first: the latest start, then the latest made. */
export function newestFirst(a: CommissionRate, b: CommissionRate): number {
  return compareDates(b.startsOn, a.startsOn) || b.createdAt.getTime() - a.createdAt.getTime();
}

function newestStartedBy(rates: readonly CommissionRate[], date: LocalDate): CommissionRate | null {
  const started = rates.filter((rate) => compareDates(rate.startsOn, date) <= 0);
  return started.sort(newestFirst)[0] ?? null;
}
