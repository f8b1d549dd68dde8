import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { freshDatabase } from '../support/fresh-database';

const BEFORE_PUSH_BOUNDS = 'Migration20261127020000_username_skeleton';

/** Devices registered before the cap of 10 per barber: the migration keeps each barber's 10 newest. */
describe('Migration20261127030000_push_bounds', () => {
  let orm: MikroORM;
  const crowded = randomUUID();
  const modest = randomUUID();

  beforeAll(async () => {
    orm = await MikroORM.init({ ...ormOptions(await freshDatabase('push_bounds')), logger: () => undefined });
    await orm.getMigrator().up({ to: BEFORE_PUSH_BOUNDS });
    const connection = orm.em.getConnection();
    for (const [id, username, count] of [
      [crowded, 'joao', 13],
      [modest, 'pedro', 3],
    ] as const) {
      await connection.execute(`insert into barber (id, username, username_key, password_hash, role) values (?, ?, ?, 'x', 'barber')`, [
        id,
        username,
        username,
      ]);
      await connection.execute(
        `insert into barber_device (id, barber_id, endpoint, p256dh, auth, created_at)
         select gen_random_uuid(), ?, 'https://fcm.googleapis.com/fcm/send/' || ? || '-' || n, 'k', 'a', now() - make_interval(mins => n)
           from generate_series(1, ?) n`,
        [id, username, count],
      );
    }
    await orm.getMigrator().up();
  }, 120_000);
  afterAll(() => orm?.close());

  it('keeps the 10 devices each barber registered last, and a barber under the cap all of theirs', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ barber_id: string; endpoint: string }[]>('select barber_id, endpoint from barber_device order by endpoint');
    const endpointsOf = (barberId: string) => rows.filter((row) => row.barber_id === barberId).map((row) => row.endpoint.split('/').pop());
    // joao-1 is the newest (1 minute ago), joao-13 the oldest.
    expect(endpointsOf(crowded).sort()).toEqual(Array.from({ length: 10 }, (_, n) => `joao-${n + 1}`).sort());
    expect(endpointsOf(modest)).toHaveLength(3);
  });
});
