import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

/** Clientes: who the barber served, a client's history, and the client's LGPD rights (export, erasure, retention). */
describe('the barber’s clients', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;
  let corte: Service;
  let barba: Service;
  let cortePedro: Service;

  const maria = (clientContact = '11987654321', clientName = 'Maria Souza') => ({ clientName, clientContact });
  const ana = { clientName: 'Ana Lima', clientContact: '21912345678' };

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({
      barber: joao,
      other: pedro,
      corte,
      barba,
      cortePedro,
    } = await standardShop(t, {
      barber: { services: { corte: { name: 'Corte', value: 45 }, barba: { name: 'Barba', value: 30 } } },
      other: { services: { cortePedro: { name: 'Corte', value: 50 } } },
    }));
  });
  afterAll(() => t.close());

  const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

  /** Maria: two visits with João (one as "5511…"), one no-show, one cancelled, one future booking; one visit with Pedro. */
  async function mariaWithHistory() {
    const visit1 = await shop.appointment(corte, t.daysFromToday(-30), 900, maria('5511987654321', 'Maria'));
    const visit2 = await shop.appointment(barba, t.daysFromToday(-10), 1000, maria());
    const noShow = await shop.appointment(corte, t.daysFromToday(-5), 1000, maria());
    const cancelled = await shop.appointment(corte, t.daysFromToday(-3), 1100, maria());
    const next = await shop.appointment(corte, t.daysFromToday(4), 1400, maria('(11) 98765-4321', 'Maria Souza'));
    const withPedro = await shop.appointment(cortePedro, t.daysFromToday(-8), 900, maria());
    await sql(`update appointment set attendance = 'no_show' where id = ?`, [noShow.id]);
    await sql(`update appointment set cancelled_at = now() where id = ?`, [cancelled.id]);
    return { visit1, visit2, noShow, cancelled, next, withPedro };
  }

  describe('GET /api/appointment/admin/clients', () => {
    it('lists each contact once with visits, no-shows, money spent, last and next visit', async () => {
      await mariaWithHistory();
      await shop.appointment(corte, t.daysFromToday(-1), 900, ana);

      const response = await t.as(joao).get('/api/appointment/admin/clients');

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          contactKey: '11987654321',
          name: 'Maria Souza',
          contact: '(11) 98765-4321',
          visits: 2,
          noShows: 1,
          totalSpent: 75,
          lastVisit: `${t.isoDaysFromToday(-10)} 10:00`,
          nextVisit: `${t.isoDaysFromToday(4)} 14:00`,
        },
        {
          contactKey: '21912345678',
          name: 'Ana Lima',
          contact: '21912345678',
          visits: 1,
          noShows: 0,
          totalSpent: 45,
          lastVisit: `${t.isoDaysFromToday(-1)} 09:00`,
          nextVisit: null,
        },
      ]);
    });

    it('finds clients by a part of the name (any case) or of the phone', async () => {
      await mariaWithHistory();
      await shop.appointment(corte, t.daysFromToday(-1), 900, ana);
      const names = async (search: string) =>
        (await t.as(joao).get(`/api/appointment/admin/clients?search=${encodeURIComponent(search)}`)).body.map(
          (client: { name: string }) => client.name,
        );

      expect(await names('souz')).toEqual(['Maria Souza']);
      expect(await names('ANA')).toEqual(['Ana Lima']);
      expect(await names('9123')).toEqual(['Ana Lima']);
      expect(await names('%')).toEqual([]);
    });

    it('finds a name whatever the accents, typed or stored: "jose" finds José Antônio, "ANTÔNIO" too', async () => {
      await shop.appointment(corte, t.daysFromToday(-1), 900, { clientName: 'José Antônio', clientContact: '11955550001' });
      await shop.appointment(corte, t.daysFromToday(-2), 900, { clientName: 'Joana Lima', clientContact: '11955550002' });
      const names = async (search: string) =>
        (await t.as(joao).get(`/api/appointment/admin/clients?search=${encodeURIComponent(search)}`)).body.map(
          (client: { name: string }) => client.name,
        );

      expect(await names('jose')).toEqual(['José Antônio']);
      expect(await names('ANTÔNIO')).toEqual(['José Antônio']);
      expect(await names('antonio')).toEqual(['José Antônio']);
      expect(await names('jóana')).toEqual(['Joana Lima']);
    });

    it('shows a barber only their own clients and refuses a long search', async () => {
      await mariaWithHistory();

      const forPedro = await t.as(pedro).get('/api/appointment/admin/clients');
      expect(forPedro.body).toEqual([expect.objectContaining({ contactKey: '11987654321', visits: 1, totalSpent: 50, nextVisit: null })]);
      expect((await t.as(joao).get('/api/appointment/admin/clients')).body).toHaveLength(1);

      const long = await t.as(joao).get(`/api/appointment/admin/clients?search=${'a'.repeat(61)}`);
      expect(long.status).toBe(400);
      expect(long.body.code).toBe('VALIDATION_ERROR');
      expect((await t.request('GET', '/api/appointment/admin/clients')).status).toBe(401);
    });
  });

  describe('a contact whose only bookings are in the Lixeira or cancelled (their name and phone are still stored)', () => {
    async function anaOnlyTrashed() {
      const trashedVisit = await shop.appointment(corte, t.daysFromToday(-2), 900, ana);
      const trashedFuture = await shop.appointment(barba, t.daysFromToday(3), 900, ana);
      await sql('update appointment set deleted_at = now() where id in (?, ?)', [trashedVisit.id, trashedFuture.id]);
      return { trashedVisit, trashedFuture };
    }

    it('is listed in Clientes, with no visit, no-show, money or next visit counted from the trashed bookings', async () => {
      await anaOnlyTrashed();
      const noShow = await shop.appointment(corte, t.daysFromToday(-6), 900, maria());
      await sql(`update appointment set attendance = 'no_show', deleted_at = now() where id = ?`, [noShow.id]);
      const cancelled = await shop.appointment(corte, t.daysFromToday(5), 900, maria());
      await sql('update appointment set cancelled_at = now() where id = ?', [cancelled.id]);

      const response = await t.as(joao).get('/api/appointment/admin/clients');

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        expect.objectContaining({ contactKey: '11987654321', visits: 0, noShows: 0, totalSpent: 0, lastVisit: null, nextVisit: null }),
        expect.objectContaining({
          contactKey: '21912345678',
          name: 'Ana Lima',
          visits: 0,
          noShows: 0,
          totalSpent: 0,
          lastVisit: null,
          nextVisit: null,
        }),
      ]);
      expect((await t.as(joao).get('/api/appointment/admin/clients?search=lima')).body).toHaveLength(1);
      expect((await t.as(pedro).get('/api/appointment/admin/clients')).body).toEqual([]);
    });

    it('has a page with the trashed bookings', async () => {
      const { trashedVisit, trashedFuture } = await anaOnlyTrashed();

      const response = await t.as(joao).get('/api/appointment/admin/clients/21912345678');

      expect(response.status).toBe(200);
      expect(response.body.client).toMatchObject({ contactKey: '21912345678', name: 'Ana Lima', visits: 0 });
      expect(response.body.appointments.map((view: { id: string; deletedAt?: string }) => [view.id, Boolean(view.deletedAt)])).toEqual([
        [trashedFuture.id, true],
        [trashedVisit.id, true],
      ]);
    });

    it('is erased (a trashed future booking does not hold the erasure back), and is gone from Clientes after', async () => {
      await anaOnlyTrashed();

      const response = await t.as(joao).delete('/api/appointment/admin/clients/21912345678');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ erasedBookings: 2, cancelledBookings: 0 });
      expect(await sql(`select 1 from appointment where client_name <> '' or client_contact <> ''`)).toHaveLength(0);
      expect((await t.as(joao).get('/api/appointment/admin/clients')).body).toEqual([]);
      expect((await t.as(joao).get('/api/appointment/admin/clients/21912345678')).status).toBe(404);
    });
  });

  describe('GET /api/appointment/admin/clients/:contact', () => {
    it('answers the client and every booking with the caller, latest first, whatever spelling of the phone', async () => {
      const history = await mariaWithHistory();

      const response = await t.as(joao).get('/api/appointment/admin/clients/+55%20(11)%2098765-4321');

      expect(response.status).toBe(200);
      expect(response.body.client).toMatchObject({ contactKey: '11987654321', visits: 2, noShows: 1 });
      expect(response.body.appointments.map((view: { id: string }) => view.id)).toEqual(
        [history.next, history.cancelled, history.noShow, history.visit2, history.visit1].map((appointment) => appointment.id),
      );
    });

    it('answers 404 for a contact the caller never served and 400 for a malformed one', async () => {
      await shop.appointment(cortePedro, t.daysFromToday(-1), 900, ana);
      const unknown = await t.as(joao).get('/api/appointment/admin/clients/21912345678');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cliente não encontrado.' });
      expect((await t.as(joao).get('/api/appointment/admin/clients/abc')).status).toBe(400);
    });
  });

  describe('GET /api/appointment/admin/clients/:contact/export', () => {
    it('hands over every booking of the contact in the shop as JSON', async () => {
      await mariaWithHistory();

      const response = await t.as(joao).get('/api/appointment/admin/clients/11987654321/export');

      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="cliente-11987654321.json"');
      expect(response.headers['cache-control']).toBe('no-store');
      const { bookings } = response.body;
      expect(bookings).toHaveLength(6);
      expect(bookings.map((booking: { status: string }) => booking.status).sort()).toEqual(
        ['agendado', 'cancelado pelo cliente', 'faltou', 'realizado', 'realizado', 'realizado'].sort(),
      );
      expect(bookings.find((booking: { barber: string }) => booking.barber === 'pedro')).toMatchObject({ service: 'Corte', priceCents: 5000 });
    });

    it('as CSV for a spreadsheet, and refuses an unknown format', async () => {
      await mariaWithHistory();
      const response = await t.as(joao).get('/api/appointment/admin/clients/11987654321/export?format=csv');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = String(response.body).split('\r\n');
      expect(lines[0]).toContain('data;horário;barbeiro;serviço;valor (R$)');
      expect(lines).toHaveLength(8);
      expect(lines.some((line) => line.includes(';Barba;30,00;realizado;Maria Souza;11987654321;'))).toBe(true);

      const bad = await t.as(joao).get('/api/appointment/admin/clients/11987654321/export?format=pdf');
      expect(bad.status).toBe(400);
    });

    it('is for a barber who served the client, or the owner', async () => {
      await shop.appointment(cortePedro, t.daysFromToday(-1), 900, ana);
      const owner = await shop.barber({ username: 'dona', role: 'owner' });
      expect((await t.as(joao).get('/api/appointment/admin/clients/21912345678/export')).status).toBe(404);
      expect((await t.as(owner).get('/api/appointment/admin/clients/21912345678/export')).status).toBe(200);
    });
  });

  describe('DELETE /api/appointment/admin/clients/:contact', () => {
    it('erases name, phone, push subscription and manage link everywhere in the shop; date, service and price stay', async () => {
      const history = await mariaWithHistory();
      await sql('update appointment set cancelled_at = now() where id = ?', [history.next.id]);
      await sql(
        `update appointment set push_endpoint = 'https://fcm.googleapis.com/x', push_p256dh = 'k', push_auth = 'a', manage_token_hash = encode(sha256(id::text::bytea), 'hex')`,
      );
      const { month, year } = t.daysFromToday(-10);
      const revenueUrl = `/api/budget/budget/user/${joao.id}/month/${month}?year=${year}`;
      const revenueBefore = (await t.as(joao).get(revenueUrl)).body;
      expect(revenueBefore.total).toBeGreaterThan(0);

      const response = await t.as(joao).delete('/api/appointment/admin/clients/11987654321');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ erasedBookings: 6, cancelledBookings: 0 });
      const rows = await sql(
        `select client_name, client_contact, push_endpoint, manage_token_hash, price_cents, personal_data_erased_at from appointment where personal_data_erased_at is not null`,
      );
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row).toMatchObject({ client_name: '', client_contact: '', push_endpoint: null, manage_token_hash: null });
      expect((await t.as(joao).get('/api/appointment/admin/clients')).body).toEqual([]);
      const agenda = (await t.as(joao).get(`/api/appointment/get/user/${joao.id}`)).body;
      expect(agenda.find((view: { id: string }) => view.id === history.visit2.id)).toMatchObject({
        clientName: '',
        personalDataErased: true,
        price: 30,
      });
      expect((await t.as(joao).get(revenueUrl)).body).toEqual(revenueBefore);
      expect((await t.as(joao).delete('/api/appointment/admin/clients/11987654321')).status).toBe(404);
    });

    it('is refused with 409 while the client holds a future booking, and erases nothing', async () => {
      await mariaWithHistory();
      const response = await t.as(joao).delete('/api/appointment/admin/clients/11987654321');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'CLIENT_HAS_FUTURE_BOOKINGS',
        message: 'Este cliente tem agendamentos futuros. Cancele-os antes de apagar os dados.',
      });
      expect(await sql('select 1 from appointment where personal_data_erased_at is not null')).toHaveLength(0);
    });

    it('says on the client’s page how many future bookings (in the whole shop) an erasure would cancel', async () => {
      await mariaWithHistory();
      await shop.appointment(cortePedro, t.daysFromToday(6), 900, maria());
      const page = await t.as(joao).get('/api/appointment/admin/clients/11987654321');
      expect(page.body.futureBookings).toBe(2);
      expect((await t.as(joao).get('/api/appointment/admin/clients/21912345678')).status).toBe(404);
    });

    it('with futureBookings=cancel the owner cancels the future bookings (any barber) and erases in one step; their slots are free again', async () => {
      const { next } = await mariaWithHistory();
      const withPedro = await shop.appointment(cortePedro, t.daysFromToday(6), 900, maria());
      const owner = await shop.barber({ username: 'dona', role: 'owner' });

      const response = await t.as(owner).delete('/api/appointment/admin/clients/11987654321?futureBookings=cancel');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ erasedBookings: 7, cancelledBookings: 2 });
      const rows = await sql(`select id, client_name, cancelled_at from appointment where id in (?, ?)`, [next.id, withPedro.id]);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject({ client_name: '', cancelled_at: expect.any(String) });
      const agenda = (await t.as(joao).get(`/api/appointment/get/user/${joao.id}`)).body;
      expect(agenda.find((view: { id: string }) => view.id === next.id)).toMatchObject({ personalDataErased: true, cancelledAt: expect.any(String) });
      // The freed slot takes a new booking (the database refuses an overlap with a live one).
      await expect(shop.appointment(corte, t.daysFromToday(4), 1400, ana)).resolves.toBeDefined();
    });

    it('lets a barber cancel only their own future bookings that way: one with a colleague is 403, and nothing changes', async () => {
      await mariaWithHistory();
      await shop.appointment(cortePedro, t.daysFromToday(6), 900, maria());
      const stored = () => sql('select id, client_name, cancelled_at, personal_data_erased_at from appointment order by id');
      const before = await stored();
      const refused = await t.as(joao).delete('/api/appointment/admin/clients/11987654321?futureBookings=cancel');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(await stored()).toEqual(before);
    });

    it('lets a barber whose own agenda holds all the future bookings cancel them and erase', async () => {
      await mariaWithHistory();
      const response = await t.as(joao).delete('/api/appointment/admin/clients/11987654321?futureBookings=cancel');
      expect(response.status).toBe(200);
      expect(response.body.cancelledBookings).toBeGreaterThan(0);
    });

    it('refuses another futureBookings value with 400, and erases nothing', async () => {
      await mariaWithHistory();
      const response = await t.as(joao).delete('/api/appointment/admin/clients/11987654321?futureBookings=keep');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(await sql('select 1 from appointment where personal_data_erased_at is not null')).toHaveLength(0);
    });
  });
});

/**
 * One phone booked under the spellings of the second outside probe (stored as the booking form
 * sends them, digits only): one client, whose export and erasure reach every spelling.
 */
describe('one phone, however it was dialled', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let corte: Service;
  let cortePedro: Service;
  const SPELLINGS = ['011987654321', '02111987654321', '005511987654321', '05511987654321', '5511987654321'];

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({
      barber: joao,
      corte,
      cortePedro,
    } = await standardShop(t, {
      barber: { services: { corte: { name: 'Corte', value: 45 } } },
      other: { services: { cortePedro: { name: 'Corte', value: 50 } } },
    }));
    for (const [index, clientContact] of SPELLINGS.entries()) {
      await shop.appointment(index === 4 ? cortePedro : corte, t.daysFromToday(-2 - index), 900, { clientName: 'Maria Souza', clientContact });
    }
  });
  afterAll(() => t.close());

  it('is one client in Clientes, with every visit, opened by any spelling', async () => {
    const list = await t.as(joao).get('/api/appointment/admin/clients');
    expect(list.body).toEqual([expect.objectContaining({ contactKey: '11987654321', contact: '011987654321', visits: 4, totalSpent: 180 })]);

    const page = await t.as(joao).get(`/api/appointment/admin/clients/${encodeURIComponent('+55 (11) 98765-4321')}`);
    expect(page.status).toBe(200);
    expect(page.body.appointments).toHaveLength(4);
    expect((await t.as(joao).get('/api/appointment/admin/clients?search=011987')).body).toHaveLength(1);
  });

  it('exports by one spelling the bookings stored under all of them', async () => {
    const response = await t.as(joao).get('/api/appointment/admin/clients/0055%2011%2098765%204321/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="cliente-11987654321.json"');
    expect(response.body.bookings.map((booking: { clientContact: string }) => booking.clientContact).sort()).toEqual([...SPELLINGS].sort());
  });

  it('erases by one spelling the bookings stored under another, and nothing of them is exported after', async () => {
    const erased = await t.as(joao).delete('/api/appointment/admin/clients/11987654321');
    expect(erased.body).toEqual({ erasedBookings: SPELLINGS.length, cancelledBookings: 0 });

    const kept = await t.orm.em.getConnection().execute("select 1 from appointment where client_contact <> '' or client_name <> ''");
    expect(kept).toEqual([]);
    expect((await t.as(joao).get('/api/appointment/admin/clients/011987654321/export')).status).toBe(404);
    expect((await t.as(joao).get('/api/appointment/admin/clients')).body).toEqual([]);
  });
});

/**
 * The third outside probe: three bookings as `21 99999-0001`, then `+55 (021) 99999-0001` and
 * `055 021 99999 0001` (stored as the booking form sends them, digits only), five future bookings of
 * one phone. Export and erasure reach all five, by any spelling.
 */
describe('one phone, with the country code before a trunk 0', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let owner: Barber;
  const SPELLINGS = ['21999990001', '21999990001', '21999990001', '55021999990001', '055021999990001'];

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    const built = await standardShop(t, {
      owner: { username: 'dona' },
      barber: { services: { corte: { name: 'Corte', value: 45 } } },
      other: { services: { cortePedro: { name: 'Corte', value: 50 } } },
    });
    owner = built.owner;
    const { corte, cortePedro } = built;
    for (const [index, clientContact] of SPELLINGS.entries()) {
      await shop.appointment(index % 2 ? cortePedro : corte, t.daysFromToday(1 + index), 900, { clientName: 'Maria Souza', clientContact });
    }
  });
  afterAll(() => t.close());

  it('exports by one spelling the bookings stored under every spelling', async () => {
    const response = await t.as(owner).get(`/api/appointment/admin/clients/${encodeURIComponent('+55 (021) 99999-0001')}/export`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="cliente-21999990001.json"');
    expect(response.body.bookings.map((booking: { clientContact: string }) => booking.clientContact).sort()).toEqual([...SPELLINGS].sort());
  });

  it('cancels and erases by one spelling the bookings stored under every spelling', async () => {
    const erased = await t.as(owner).delete(`/api/appointment/admin/clients/${encodeURIComponent('055 021 99999 0001')}?futureBookings=cancel`);
    expect(erased.body).toEqual({ erasedBookings: SPELLINGS.length, cancelledBookings: SPELLINGS.length });

    const kept = await t.orm.em.getConnection().execute("select 1 from appointment where client_contact <> '' or client_name <> ''");
    expect(kept).toEqual([]);
    expect((await t.as(owner).get('/api/appointment/admin/clients/21999990001/export')).status).toBe(404);
  });
});

describe('CLIENT_DATA_RETENTION_MONTHS', () => {
  it('erases at start the name and phone of bookings older than the period, and nothing newer', async () => {
    const first = await TestApp.start();
    const shop = new ShopBuilder(first);
    await first.reset();
    const joao = await shop.barber({ username: 'joao' });
    const corte = await shop.job(joao, { name: 'Corte' });
    const old = await shop.appointment(corte, first.daysFromToday(-70), 900, { clientName: 'Maria', clientContact: '11987654321' });
    const recent = await shop.appointment(corte, first.daysFromToday(-20), 900, { clientName: 'Maria', clientContact: '11987654321' });
    await first.close();

    const withRetention = await TestApp.start({ CLIENT_DATA_RETENTION_MONTHS: '2' });
    try {
      const rows = await withRetention.orm.em
        .getConnection()
        .execute<{ id: string; client_name: string; erased: boolean }[]>(
          'select id, client_name, personal_data_erased_at is not null as erased from appointment order by starts_at',
        );
      expect(rows).toEqual([
        { id: old.id, client_name: '', erased: true },
        { id: recent.id, client_name: 'Maria', erased: false },
      ]);
    } finally {
      await withRetention.close();
    }
  });
});
