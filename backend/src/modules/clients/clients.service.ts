import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { ShopClock } from '../../shared/time/shop-clock';
import { Booking, BookingRepository, BookingViews, ClientDataErasures, ContactErasure } from '../booking';
import { ClientHasFutureBookings, ClientNotFound } from './domain/clients.errors';
import { ClientRecords } from './client-records';
import { Forbidden } from '../../shared/errors/domain-error';
import { clientDataCsv, ExportedBooking } from './domain/client-data-export';
import { ClientErasedView, ClientHistoryView, ClientView, toClientView, toExportedBooking } from './dto/client.view';
import { ClientExportFormat } from './dto/clients.query';
import { contactKey } from '../../../../common/rules/contact-key';
import { WaitlistPrivacy } from '../waitlist';

/** A client's data as a file to hand over (LGPD: the data subject's right of access and portability). */
export interface ClientDataFile {
  content: string;
  contentType: string;
  fileName: string;
}

/**
 * The barber's clients: who they served, how often, for how much. Exporting and erasing act on
 * the contact's bookings in the whole shop, since the client's request is made to the shop; a
 * barber may do it for a client they have served, the owner for any.
 */
@Injectable()
export class ClientsService {
  constructor(
    private readonly records: ClientRecords,
    private readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly clock: ShopClock,
    private readonly em: EntityManager,
    private readonly erasures: ClientDataErasures,
    private readonly erasure: ContactErasure,
    private readonly waitlist: WaitlistPrivacy,
  ) {}

  async list(current: AuthenticatedBarber, search: string | undefined): Promise<ClientView[]> {
    const text = search?.trim() || null;
    return (await this.records.list(current.id, this.clock.localNow(), text)).map(toClientView);
  }

  async history(current: AuthenticatedBarber, contact: string): Promise<ClientHistoryView> {
    const summary = await this.records.find(current.id, contact, this.clock.localNow());
    if (!summary) throw new ClientNotFound();
    return {
      client: toClientView(summary),
      appointments: await this.views.many(await this.records.history(contact, current.id)),
      futureBookings: await this.records.countFutureBookings(contact, this.clock.localNow()),
    };
  }

  async export(current: AuthenticatedBarber, contact: string, format: ClientExportFormat): Promise<ClientDataFile> {
    const bookings = await this.exportedBookings(current, contact);
    const fileName = `cliente-${contactKey(contact) || 'dados'}.${format}`;
    const waitlist = await this.waitlist.exportOf(contact);
    if (format === 'csv') return { content: clientDataCsv(bookings, waitlist), contentType: 'text/csv; charset=utf-8', fileName };
    const document = { exportedAt: this.clock.localTimestamp(new Date()), bookings, waitlist };
    return { content: `${JSON.stringify(document, null, 2)}\n`, contentType: 'application/json; charset=utf-8', fileName };
  }

  /**
   * Erases the client's name, phone, push subscription and manage links. Their future bookings
   * refuse it, unless `cancelFuture`: then they are cancelled first, in the same transaction. A barber
   * cancels only their own agenda: future bookings with a colleague leave that to the owner (403).
   */
  async erase(current: AuthenticatedBarber, contact: string, cancelFuture: boolean): Promise<ClientErasedView> {
    await this.shopBookingsOf(current, contact);
    const { erasedIds, cancelledBookings } = await this.em.transactional(async () => {
      // The contact's lock: no booking of this contact can be made while its data is erased.
      await this.bookings.lockContact(contact);
      const localNow = this.clock.localNow();
      if (!cancelFuture && (await this.records.countFutureBookings(contact, localNow)) > 0) throw new ClientHasFutureBookings();
      if (cancelFuture && current.role !== 'owner' && (await this.records.countFutureBookingsWithOthers(contact, localNow, current.id)) > 0) {
        throw new Forbidden('O cliente tem agendamentos futuros com outros barbeiros: só o dono da barbearia pode cancelá-los e apagar os dados.');
      }
      const cancelled = cancelFuture ? await this.erasure.cancelFutureBookings(contact, localNow, this.clock.instant()) : 0;
      await this.waitlist.erase(contact);
      return { erasedIds: await this.erasure.eraseContact(contact), cancelledBookings: cancelled };
    });
    await this.erasures.publish({ bookingIds: erasedIds });
    return { erasedBookings: erasedIds.length, cancelledBookings };
  }

  private async exportedBookings(current: AuthenticatedBarber, contact: string): Promise<ExportedBooking[]> {
    const bookings = await this.shopBookingsOf(current, contact);
    const localNow = this.clock.localNow();
    const views = await this.views.many(bookings);
    return bookings.map((booking, index) => toExportedBooking(booking, views[index], localNow));
  }

  /**
   * The contact's bookings in the whole shop, for a barber who has served them (or whose waitlist they are on)
   * or the owner; 404 otherwise.
   */
  private async shopBookingsOf(current: AuthenticatedBarber, contact: string): Promise<Booking[]> {
    const bookings = await this.records.history(contact, null);
    const barberId = current.role === 'owner' ? null : current.id;
    const served = bookings.some((booking) => barberId === null || booking.barberId === barberId);
    if (!served && !(await this.waitlist.isOnListOf(contact, barberId))) throw new ClientNotFound();
    return bookings;
  }
}
