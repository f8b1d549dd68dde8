import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { ShopBuilder } from '../support/shop-builder';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '5f8b7d44-1234-4abc-9def-1234567890ab';

describe('services admin (Meus Serviços)', () => {
  let t: TestApp;
  let shop: ShopBuilder;
  let joao: Barber;
  let pedro: Barber;

  beforeAll(async () => {
    t = await TestApp.start();
    shop = new ShopBuilder(t);
  });
  beforeEach(async () => {
    ({ barber: joao, other: pedro } = await standardShop(t, { barber: { services: {} }, other: true }));
  });
  afterAll(() => t.close());

  const listOf = async (barber: Barber) => (await t.get(`/api/job/listByUser/${barber.id}`)).body;
  const storedJob = (id: string) => t.orm.em.fork().findOne(Service, { id });

  describe('POST /api/job/create/{userId}', () => {
    it('creates the caller’s service with a trimmed name and the value stored in centavos', async () => {
      const response = await t.as(joao).post(`/api/job/create/${joao.id}`, { name: '  Corte degradê ', value: 37.5, doubleTime: false });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Corte degradê',
        value: 37.5,
        doubleTime: false,
        takesTwoSlots: false,
        active: true,
        depositRequired: false,
      });
      expect(await storedJob(response.body.id)).toMatchObject({ barberId: joao.id, valueCents: 3750 });
      expect(await listOf(joao)).toEqual([response.body]);
    });

    it('ignores a client-generated id and answers takesTwoSlots true for a haircut-and-beard name, its own doubleTime flag false', async () => {
      const clientId = 'f0f0f0f0-1111-4222-8333-444444444444';
      const response = await t.as(joao).post(`/api/job/create/${joao.id}`, { id: clientId, name: 'Corte e Barba', value: 55 });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Corte e Barba',
        value: 55,
        doubleTime: false,
        takesTwoSlots: true,
        active: true,
        depositRequired: false,
      });
      expect(response.body.id).not.toBe(clientId);
    });

    it('makes a new barber with a service bookable by clients', async () => {
      expect((await t.get('/api/auth')).body).toEqual([]);
      await t.as(joao).post(`/api/job/create/${joao.id}`, { name: 'Corte', value: 35, doubleTime: false });
      expect((await t.get('/api/auth')).body.map((barber: { username: string }) => barber.username)).toEqual(['joao']);
    });

    it.each([
      ['an empty name', { name: '', value: 35, doubleTime: false }],
      ['a blank name', { name: '   ', value: 35, doubleTime: false }],
      ['a name over 60 characters', { name: 'x'.repeat(61), value: 35, doubleTime: false }],
      ['a value below 1', { name: 'Corte', value: 0.99, doubleTime: false }],
      ['a value with 3 decimals', { name: 'Corte', value: 10.555, doubleTime: false }],
      ['a value as text', { name: 'Corte', value: '35', doubleTime: false }],
      ['no value', { name: 'Corte', doubleTime: false }],
      ['doubleTime not a boolean', { name: 'Corte', value: 35, doubleTime: 'sim' }],
      ['an unknown field', { name: 'Corte', value: 35, doubleTime: false, price: 35 }],
    ])('answers 400 VALIDATION_ERROR for %s and stores nothing', async (_, body) => {
      const response = await t.as(joao).post(`/api/job/create/${joao.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(await listOf(joao)).toEqual([]);
    });

    it('answers 400 for a barber id that is not a UUID', async () => {
      const response = await t.as(joao).post('/api/job/create/123', { name: 'Corte', value: 35, doubleTime: false });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 401 UNAUTHORIZED without a token or with a garbage token', async () => {
      for (const response of [
        await t.post(`/api/job/create/${joao.id}`, { name: 'Corte', value: 35, doubleTime: false }),
        await t.as('garbage.token.here').post(`/api/job/create/${joao.id}`, { name: 'Corte', value: 35, doubleTime: false }),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('UNAUTHORIZED');
      }
      expect(await listOf(joao)).toEqual([]);
    });

    it('answers 403 FORBIDDEN when creating a service for another barber', async () => {
      const response = await t.as(pedro).post(`/api/job/create/${joao.id}`, { name: 'Corte', value: 35, doubleTime: false });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso negado.' });
      expect(await listOf(joao)).toEqual([]);
    });
  });

  describe('PUT /api/job/update/{jobId}', () => {
    let corte: Service;
    beforeEach(async () => {
      corte = await shop.job(joao, { name: 'Corte', value: 35 });
    });

    it('renames and reprices the service, and clients see the change at once', async () => {
      const response = await t.as(joao).put(`/api/job/update/${corte.id}`, { id: corte.id, name: ' Corte premium ', value: 42.9, doubleTime: true });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: corte.id,
        name: 'Corte premium',
        value: 42.9,
        doubleTime: true,
        takesTwoSlots: true,
        active: true,
        depositRequired: false,
      });
      expect((await t.get(`/api/job/get/${corte.id}`)).body).toEqual(response.body);
      expect((await storedJob(corte.id))?.valueCents).toBe(4290);
    });

    it('ignores `user` in the body: a service never moves to another barber', async () => {
      const response = await t.as(joao).put(`/api/job/update/${corte.id}`, {
        id: corte.id,
        name: 'Corte',
        value: 35,
        doubleTime: false,
        user: { id: pedro.id, username: 'pedro', displayName: 'pedro' },
      });

      expect(response.status).toBe(200);
      expect((await storedJob(corte.id))?.barberId).toBe(joao.id);
      expect(await listOf(pedro)).toEqual([]);
    });

    it('a "Corte e Barba" edited with the flag its page read, then renamed, is single again (the edit form sends doubleTime back)', async () => {
      const combo = await shop.job(joao, { name: 'Corte e Barba', value: 55 });
      const read = (await t.get(`/api/job/get/${combo.id}`)).body;
      const edited = await t.as(joao).put(`/api/job/update/${combo.id}`, { id: combo.id, name: read.name, value: 60, doubleTime: read.doubleTime });
      expect(edited.body).toMatchObject({ doubleTime: false, takesTwoSlots: true });

      const renamed = await t
        .as(joao)
        .put(`/api/job/update/${combo.id}`, { id: combo.id, name: 'Corte', value: 60, doubleTime: edited.body.doubleTime });

      expect(renamed.body).toMatchObject({ name: 'Corte', doubleTime: false, takesTwoSlots: false });
    });

    it('keeps doubleTime when the body leaves it out', async () => {
      const combo = await shop.job(joao, { name: 'Pigmentação', value: 50, doubleTime: true });
      const response = await t.as(joao).put(`/api/job/update/${combo.id}`, { name: 'Pigmentação', value: 60 });
      expect(response.body).toEqual({
        id: combo.id,
        name: 'Pigmentação',
        value: 60,
        doubleTime: true,
        takesTwoSlots: true,
        active: true,
        depositRequired: false,
      });
    });

    it('answers 400 VALIDATION_ERROR for a blank name or a value below 1, leaving the service as it was', async () => {
      expect((await t.as(joao).put(`/api/job/update/${corte.id}`, { name: ' ', value: 35, doubleTime: false })).status).toBe(400);
      expect((await t.as(joao).put(`/api/job/update/${corte.id}`, { name: 'Corte', value: 0, doubleTime: false })).status).toBe(400);
      expect((await t.as(joao).put('/api/job/update/abc', { name: 'Corte', value: 35, doubleTime: false })).status).toBe(400);
      expect(await storedJob(corte.id)).toMatchObject({ name: 'Corte', valueCents: 3500 });
    });

    it('answers 401 without a token or with a garbage token', async () => {
      expect((await t.request('PUT', `/api/job/update/${corte.id}`, { name: 'X', value: 35, doubleTime: false })).status).toBe(401);
      expect((await t.as('garbage').put(`/api/job/update/${corte.id}`, { name: 'X', value: 35, doubleTime: false })).status).toBe(401);
    });

    it('answers 403 FORBIDDEN for another barber’s service and leaves it alone', async () => {
      const response = await t.as(pedro).put(`/api/job/update/${corte.id}`, { name: 'Roubado', value: 1, doubleTime: false });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect((await storedJob(corte.id))?.name).toBe('Corte');
    });

    it('answers 404 NOT_FOUND for an unknown or deleted (deactivated) service', async () => {
      const old = await shop.job(joao, { name: 'Antigo', active: false });
      for (const id of [UNKNOWN_ID, old.id]) {
        const response = await t.as(joao).put(`/api/job/update/${id}`, { name: 'Corte', value: 35, doubleTime: false });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Serviço não encontrado.' });
      }
    });
  });

  describe('DELETE /api/job/delete/{jobId}', () => {
    it('erases a service that no appointment uses', async () => {
      const corte = await shop.job(joao, { name: 'Corte' });

      const response = await t.as(joao).delete(`/api/job/delete/${corte.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: corte.id, deleted: true, deactivated: false });
      expect(await storedJob(corte.id)).toBeNull();
      expect((await t.get(`/api/job/get/${corte.id}`)).status).toBe(404);
    });

    it('deactivates a service with appointments: clients no longer see it, the appointments keep it', async () => {
      const corte = await shop.job(joao, { name: 'Corte' });
      const barba = await shop.job(joao, { name: 'Barba', value: 25 });
      await shop.appointment(corte, t.daysFromToday(2), 1000);

      const response = await t.as(joao).delete(`/api/job/delete/${corte.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: corte.id, deleted: true, deactivated: true });
      expect(await storedJob(corte.id)).toMatchObject({ active: false });
      expect((await listOf(joao)).map((job: { id: string }) => job.id)).toEqual([barba.id]);
      expect((await t.get(`/api/job/get/${corte.id}`)).status).toBe(404);
      const lookup = await t.get('/api/appointment/consultByClientContact/11900000000');
      expect(lookup.body.map((appointment: { job: { id: string } }) => appointment.job.id)).toEqual([corte.id]);
    });

    it('answers 404 when the service was already deleted', async () => {
      const corte = await shop.job(joao, { name: 'Corte' });
      await shop.appointment(corte, t.daysFromToday(2), 1000);
      await t.as(joao).delete(`/api/job/delete/${corte.id}`);
      expect((await t.as(joao).delete(`/api/job/delete/${corte.id}`)).status).toBe(404);
    });

    it('answers 400 for an id that is not a UUID and 404 NOT_FOUND for an unknown one', async () => {
      expect((await t.as(joao).delete('/api/job/delete/abc')).status).toBe(400);
      const response = await t.as(joao).delete(`/api/job/delete/${UNKNOWN_ID}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Serviço não encontrado.' });
    });

    it('answers 401 without a token or with a garbage token, keeping the service', async () => {
      const corte = await shop.job(joao, { name: 'Corte' });
      expect((await t.request('DELETE', `/api/job/delete/${corte.id}`)).status).toBe(401);
      expect((await t.as('garbage').delete(`/api/job/delete/${corte.id}`)).status).toBe(401);
      expect(await storedJob(corte.id)).not.toBeNull();
    });

    it('answers 403 FORBIDDEN for another barber’s service, keeping it', async () => {
      const corte = await shop.job(joao, { name: 'Corte' });
      const response = await t.as(pedro).delete(`/api/job/delete/${corte.id}`);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      expect(await storedJob(corte.id)).toMatchObject({ active: true });
    });
  });

  it('lists the admin service routes in the OpenAPI document, behind bearer auth', async () => {
    const document = (await t.get('/api/docs-json')).body;
    expect(document.paths['/api/job/create/{userId}'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/job/update/{jobId}'].put.tags).toEqual(['Serviços (admin)']);
    expect(document.paths['/api/job/delete/{jobId}'].delete).toBeDefined();
  });
});
