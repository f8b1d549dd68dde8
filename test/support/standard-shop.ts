import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { LocalDate } from '../../backend/src/shared/time/local-date';
import { BarberOptions, JobOptions, ShopBuilder } from './shop-builder';
import { TestApp } from './test-app';

/** A service: its name, the rest as ShopBuilder.job's defaults (R$ 35, one slot, active). */
export type ServiceOptions = JobOptions & { name: string };

/** The services tests book most: Corte (R$ 35, one slot), the standard shop's only one, and Corte + Barba (R$ 55, two slots). */
export const CORTE = { name: 'Corte', value: 35 } as const;
export const CORTE_E_BARBA = { name: 'Corte + Barba', value: 55, doubleTime: true } as const;

/** One of the shop's barbers: ShopBuilder.barber's options, and their services by the name the test gets each by. */
export interface MemberOptions extends BarberOptions {
  services?: Readonly<Record<string, ServiceOptions>>;
}

export interface StandardShopOptions {
  /** An owner, made before the others: 'dono' with role owner and no services. */
  owner?: true | MemberOptions;
  /** The barber the tests act as: 'joao' (`username: undefined` for a made-up name) with the services { corte: CORTE }. */
  barber?: MemberOptions;
  /** A second barber, made after the first: 'pedro' with no services. */
  other?: true | MemberOptions;
}

type Slot<O, Key extends keyof StandardShopOptions> = O extends { [K in Key]: infer Member } ? Member : undefined;
type MemberOf<O, Key extends keyof StandardShopOptions> = Slot<O, Key> extends undefined ? undefined : Barber;
/** A member's services as the test named them, or `Default` when the options give none. */
type ServicesOf<Member, Default> = Member extends { services: infer Services } ? { [Name in keyof Services]: Service } : Default;
/** Refuses options the fixture does not know (an inferred type skips TypeScript's excess-property check). */
type OnlyKnownKeys<O> = { [Key in Exclude<keyof O, keyof StandardShopOptions>]: never };

export type StandardShop<O extends StandardShopOptions> = {
  /** The builder it used, for the rest of a test's data (bookings, days off…). */
  shop: ShopBuilder;
  owner: MemberOf<O, 'owner'>;
  barber: Barber;
  other: MemberOf<O, 'other'>;
  /** The day most tests book on: three days from today, inside the booking window. */
  day: LocalDate;
} & ServicesOf<Slot<O, 'owner'>, unknown> &
  ServicesOf<Slot<O, 'barber'>, { corte: Service }> &
  ServicesOf<Slot<O, 'other'>, unknown>;

const STANDARD_SERVICES = { corte: CORTE };

/**
 * Empties the database (t.reset) and builds the shop most API tests start from: the barber 'joao'
 * with the 25 default hours and the service Corte (R$ 35). Options change that barber, or add an
 * owner ('dono', made first) and a second barber ('pedro', made after joao), each with the services
 * the test names; the services are made after the barbers, the owner's first, then the barber's,
 * then the other's, each in the order given. Answers the barbers, `day` and every service by the
 * test's name for it: `({ barber, corte, day } = await standardShop(t))`.
 */
export async function standardShop<const O extends StandardShopOptions = Record<never, never>>(
  t: TestApp,
  options: O & OnlyKnownKeys<O> = {} as O & OnlyKnownKeys<O>,
): Promise<StandardShop<O>> {
  await t.reset();
  const shop = new ShopBuilder(t);
  const owner = options.owner && { username: 'dono', role: 'owner' as const, ...(options.owner === true ? {} : options.owner) };
  const barber = { username: 'joao', services: STANDARD_SERVICES, ...options.barber };
  const other = options.other && { username: 'pedro', ...(options.other === true ? {} : options.other) };

  const made = {
    owner: owner && (await shop.barber(barberOptionsOf(owner))),
    barber: await shop.barber(barberOptionsOf(barber)),
    other: other && (await shop.barber(barberOptionsOf(other))),
  };
  const built: Record<string, unknown> = { shop, ...made, day: t.daysFromToday(3) };
  if (made.owner) await addServices(shop, built, made.owner, owner?.services);
  await addServices(shop, built, made.barber, barber.services);
  if (made.other) await addServices(shop, built, made.other, other?.services);
  return built as StandardShop<O>;
}

/** Makes a barber's services in the order given, each under the test's name for it. */
async function addServices(
  shop: ShopBuilder,
  built: Record<string, unknown>,
  barber: Barber,
  services: MemberOptions['services'] = {},
): Promise<void> {
  for (const [name, service] of Object.entries(services)) {
    if (name in built) throw new Error(`standardShop: '${name}' would name two things`);
    built[name] = await shop.job(barber, service);
  }
}

/** A member's barber alone: the services are made after every barber. */
function barberOptionsOf(member: MemberOptions): BarberOptions {
  const { services: _services, ...barber } = member;
  return barber;
}
