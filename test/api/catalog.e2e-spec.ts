import { ShopBuilder } from '../support/shop-builder';
import { TestApp } from '../support/test-app';

describe('barbers and services (public)', () => {
  let t: TestApp;
  let shop: ShopBuilder;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  describe('GET /api/auth', () => {
    it('lists active barbers that offer at least one active service, without password or email', async () => {
      const withService = await shop.barber({ username: 'joao' });
      await shop.job(withService);
      const withoutService = await shop.barber({ username: 'pedro' });
      await shop.job(withoutService, { active: false });
      const inactive = await shop.barber({ username: 'antigo', active: false });
      await shop.job(inactive);

      const response = await t.get('/api/auth');

      expect(response.status).toBe(200);
      expect(response.body).toEqual([{ id: withService.id, username: 'joao', displayName: 'joao', photo: null, photoUrl: null }]);
    });

    it('leaves out a barber with no open hour, or with every weekday off: clients would find no time on any day', async () => {
      const open = await shop.barber({ username: 'joao' });
      await shop.job(open);
      const noHours = await shop.barber({ username: 'novato', hours: [] });
      await shop.job(noHours);
      const allClosed = await shop.barber({ username: 'fechado', hours: [730, 800] });
      await shop.job(allClosed);
      for (const hour of [730, 800]) await shop.closeHour(allClosed, hour);
      const everyDayOff = await shop.barber({ username: 'folga', hours: [900] });
      await shop.job(everyDayOff);
      for (let weekday = 0; weekday < 7; weekday += 1) await shop.weekdayOff(everyDayOff, weekday);
      const sixDaysOff = await shop.barber({ username: 'sabado', hours: [900] });
      await shop.job(sixDaysOff);
      for (let weekday = 0; weekday < 6; weekday += 1) await shop.weekdayOff(sixDaysOff, weekday);

      const usernames = (await t.get('/api/auth')).body.map((barber: { username: string }) => barber.username);

      expect(usernames).toEqual(['joao', 'sabado']);
    });

    it('answers an empty list when no barber can be booked', async () => {
      expect((await t.get('/api/auth')).body).toEqual([]);
    });
  });

  describe('GET /api/auth/{id}', () => {
    it('answers one barber', async () => {
      const barber = await shop.barber({ username: 'joao' });
      const response = await t.get(`/api/auth/${barber.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: barber.id, username: 'joao', displayName: 'joao', photo: null, photoUrl: null });
    });

    it('answers 404 for an unknown or inactive barber', async () => {
      const inactive = await shop.barber({ active: false });
      for (const id of ['0b7d5c64-0d4e-4a53-9d0c-2a0b0f0f0f0f', inactive.id]) {
        const response = await t.get(`/api/auth/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Barbeiro não encontrado.' });
      }
    });

    it('answers 400 VALIDATION_ERROR for an id that is not a UUID', async () => {
      const response = await t.get('/api/auth/1');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /api/job/listByUser/{userId}', () => {
    it('lists the barber’s active services with value in reais, the barber’s double flag and whether each takes two slots', async () => {
      const barber = await shop.barber();
      const corte = await shop.job(barber, { name: 'Corte', value: 35 });
      const combo = await shop.job(barber, { name: 'Corte e Barba', value: 55 });
      await shop.job(barber, { name: 'Antigo', active: false });

      const response = await t.get(`/api/job/listByUser/${barber.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { id: corte.id, name: 'Corte', value: 35, doubleTime: false, takesTwoSlots: false, active: true, depositRequired: false },
        { id: combo.id, name: 'Corte e Barba', value: 55, doubleTime: false, takesTwoSlots: true, active: true, depositRequired: false },
      ]);
    });

    it('answers 400 for a malformed barber id', async () => {
      expect((await t.get('/api/job/listByUser/abc')).status).toBe(400);
    });
  });

  describe('GET /api/job/get/{jobId}', () => {
    it('answers one active service', async () => {
      const job = await shop.job(await shop.barber(), { name: 'Barba', value: 25.5 });
      const response = await t.get(`/api/job/get/${job.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: job.id,
        name: 'Barba',
        value: 25.5,
        doubleTime: false,
        takesTwoSlots: false,
        active: true,
        depositRequired: false,
      });
    });

    it('answers 404 NOT_FOUND for an inactive service', async () => {
      const job = await shop.job(await shop.barber(), { active: false });
      const response = await t.get(`/api/job/get/${job.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Serviço não encontrado.' });
    });
  });
});
