import { DEMO_ADMIN_PASSWORD } from '../../backend/src/config/secrets-config';
import { TEST_VAPID_KEYS, TestApp } from '../support/test-app';

describe('first start', () => {
  const count = async (t: TestApp, sql: string) => Number((await t.orm.em.getConnection().execute<{ n: string }[]>(sql))[0].n);

  async function restartOnEmptyShop(env: NodeJS.ProcessEnv): Promise<TestApp> {
    const previous = await TestApp.start(env);
    await previous.reset();
    await previous.close();
    return TestApp.start(env);
  }

  it('creates the owner from ADMIN_USERNAME with a hashed password and seeds the demo shop once', async () => {
    const t = await restartOnEmptyShop({ ADMIN_USERNAME: 'dono', ADMIN_PASSWORD: 'segredo-forte' });
    try {
      const [owner] = await t.orm.em
        .getConnection()
        .execute<{ username: string; display_name: string; role: string; password_hash: string }[]>(
          'select username, display_name, role, password_hash from barber',
        );
      // Clients see a barber by the display name: an owner of one's own starts with the username as it.
      expect(owner).toMatchObject({ username: 'dono', display_name: 'dono', role: 'owner' });
      expect(owner.password_hash).toMatch(/^\$argon2id\$/);
      const services = (await t.get(`/api/job/listByUser/${(await t.get('/api/auth')).body[0].id}`)).body;
      expect(
        services.map(({ name, value, doubleTime }: { name: string; value: number; doubleTime: boolean }) => ({ name, value, doubleTime })),
      ).toEqual([
        { name: 'Barba', value: 25, doubleTime: false },
        { name: 'Corte', value: 35, doubleTime: false },
        { name: 'Corte + Barba', value: 55, doubleTime: true },
      ]);
      expect(await count(t, 'select count(*) as n from hour_slot')).toBe(25);
    } finally {
      await t.close();
    }

    const again = await TestApp.start({ ADMIN_USERNAME: 'outro' });
    try {
      expect(await count(again, 'select count(*) as n from barber')).toBe(1);
      expect(await count(again, 'select count(*) as n from job')).toBe(3);
    } finally {
      await again.close();
    }
  });

  it('gives the demo owner (the demo password, outside production) a display name that reads like a person', async () => {
    const t = await restartOnEmptyShop({ ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD });
    try {
      expect((await t.get('/api/auth')).body).toEqual([expect.objectContaining({ username: 'barbeiro', displayName: 'Zé Barbeiro' })]);
    } finally {
      await t.close();
    }
  });

  it('seeds only the owner in production', async () => {
    const t = await restartOnEmptyShop({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'segredo-forte',
      JWT_SECRET: 'iTnqZ8ZIGrwDzl/VQaRfijQOgQStu5axbdq0bcxRTTHgxJ6n1Pv/HNaZEqP9nNwS',
      ...TEST_VAPID_KEYS,
    });
    try {
      expect(await count(t, 'select count(*) as n from barber')).toBe(1);
      expect(await count(t, 'select count(*) as n from job')).toBe(0);
      expect(await count(t, 'select count(*) as n from hour_slot')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
