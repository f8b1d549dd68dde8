import { Options } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { AppPostgreSqlDriver } from './plain-reads';
import { Booking } from '../modules/booking/domain/booking/booking.entity';
import { BookingDeposit } from '../modules/booking/domain/booking/booking-deposit';
import { Barber } from '../modules/barbers/domain/barber.entity';
import { BarberPhoto } from '../modules/barbers/domain/barber-photo.entity';
import { HourSlot } from '../modules/hours/domain/hour-slot.entity';
import { WeekdayOff } from '../modules/hours/domain/weekday-off.entity';
import { Service } from '../modules/services/domain/service.entity';
import { BarberDevice } from '../modules/notifications/domain/barber-device.entity';
import { Unavailable } from '../modules/unavailability/domain/unavailable.entity';
import { PaymentSettings } from '../modules/payments/domain/payment-settings.entity';

const ormLogger = new Logger('MikroORM');

const ENTITIES = [Barber, BarberPhoto, Service, HourSlot, WeekdayOff, Unavailable, Booking, BookingDeposit, BarberDevice, PaymentSettings];

function knexLine(level: 'warn' | 'error' | 'debug'): (message: unknown) => void {
  return (message) => ormLogger[level](typeof message === 'string' ? message : 'knex: (object not logged)');
}

/**
 * The app's options: no migrator. @mikro-orm/migrations (umzug and its command line's packages: about 300 modules) is
 * loaded only when a migration is pending (DatabaseLifecycle); `ormOptions` (mikro-orm.config.ts) adds it.
 */
export function appOrmOptions(databaseUrl: string): Options {
  return {
    // MikroORM's PostgreSQL driver, whose connection also sends the hot public reads as they are (plain-reads.ts).
    driver: AppPostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: ENTITIES,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Never on: query logging writes every SQL statement with its parameters (clients' names and phones).
    debug: false,
    logger: (message: string) => ormLogger.log(message),
    // knex's own warnings ("Connection Error: ...") through the app's logger instead of console.log.
    driverOptions: { log: { warn: knexLine('warn'), error: knexLine('error'), deprecate: knexLine('warn'), debug: knexLine('debug') } },
    allowGlobalContext: false,
  };
}
