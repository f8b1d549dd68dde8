import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { usernameSkeleton } from '../../backend/src/modules/barbers/domain/username';
import { freshDatabase } from '../support/fresh-database';
import { TestApp } from '../support/test-app';

const BEFORE_USERNAME_SKELETON = 'Migration20261126100000_weekly_hours';

/**
 * The look-alike usernames migration on accounts made before it, two of which already look alike
 * ("Joao" and "J0A0"): every account keeps its name and its login, and no new name can look like them.
 */
describe('Migration20261127020000_username_skeleton', () => {
  let t: TestApp | undefined;
  const owner = randomUUID();
  const joao = randomUUID();
  const joaoLookAlike = randomUUID();

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('username_skeleton');
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: BEFORE_USERNAME_SKELETON });
      const connection = orm.em.getConnection();
      for (const [id, username, role, minutesAgo] of [
        [owner, 'dono', 'owner', 30],
        [joao, 'Joao', 'barber', 20],
        [joaoLookAlike, 'J0A0', 'barber', 10],
      ]) {
        await connection.execute(
          `insert into barber (id, username, username_key, password_hash, role, created_at) values (?, ?, lower(?), 'x', ?, now() - make_interval(mins => ?))`,
          [id, username, username, role, minutesAgo],
        );
      }
    } finally {
      await orm.close();
    }
    t = await TestApp.startOn(databaseUrl);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives each account its skeleton, the older of two look-alikes the plain one', async () => {
    const rows = await (t as TestApp).orm.em
      .getConnection()
      .execute<{ id: string; username_skeleton: string }[]>('select id, username_skeleton from barber order by created_at');
    expect(rows).toEqual([
      { id: owner, username_skeleton: usernameSkeleton('dono') },
      { id: joao, username_skeleton: usernameSkeleton('Joao') },
      { id: joaoLookAlike, username_skeleton: `${usernameSkeleton('Joao')}#${joaoLookAlike}` },
    ]);
  });

  it('refuses a new name that looks like either, with 409 USERNAME_TAKEN', async () => {
    const app = t as TestApp;
    for (const username of ['JOA0', 'j0ao', 'Joao']) {
      const refused = await app.as({ id: owner }).post('/api/auth/create', { username, password: 'senha-do-joao' });
      expect([username, refused.status, refused.body.code]).toEqual([username, 409, 'USERNAME_TAKEN']);
    }
    expect((await app.as({ id: owner }).post('/api/auth/create', { username: 'Maria', password: 'senha-da-maria' })).status).toBe(200);
  });
});
