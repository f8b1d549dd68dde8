import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { displayNameSkeleton } from '../../backend/src/modules/barbers/domain/display-name';
import { usernameSkeleton } from '../../backend/src/modules/barbers/domain/username';
import { freshDatabase } from '../support/fresh-database';
import { TestApp } from '../support/test-app';

const BEFORE_DISPLAY_NAME = 'Migration20261205100000_deposit_money';

/**
 * The display name migration on barbers made before it: each gets their username as the name clients see. Two usernames
 * whose skeletons differ only by a capital I ("SILVA", "silva") are one display name key: the newer one's is set apart.
 */
describe('Migration20261205200000_display_name', () => {
  let t: TestApp | undefined;
  const owner = randomUUID();
  const silva = randomUUID();
  const silvaInCapitals = randomUUID();

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('display_name');
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: BEFORE_DISPLAY_NAME });
      const connection = orm.em.getConnection();
      const barbers: [id: string, username: string, role: string, minutesAgo: number][] = [
        [owner, 'dono', 'owner', 30],
        [silva, 'joao silva', 'barber', 20],
        [silvaInCapitals, 'JOAO SILVA.', 'barber', 10],
      ];
      for (const [id, username, role, minutesAgo] of barbers) {
        await connection.execute(
          `insert into barber (id, username, username_key, username_skeleton, password_hash, role, created_at)
             values (?, ?, lower(?), ?, 'x', ?, now() - make_interval(mins => ?))`,
          [id, username, username, usernameSkeleton(username), role, minutesAgo],
        );
      }
    } finally {
      await orm.close();
    }
    t = await TestApp.startOn(databaseUrl);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives every barber their username as display name, and a key the domain would compute, the newer of two alike set apart', async () => {
    const rows = await (t as TestApp).orm.em
      .getConnection()
      .execute<{ id: string; display_name: string; display_name_skeleton: string }[]>(
        'select id, display_name, display_name_skeleton from barber order by created_at',
      );
    expect(rows).toEqual([
      { id: owner, display_name: 'dono', display_name_skeleton: displayNameSkeleton('dono') },
      { id: silva, display_name: 'joao silva', display_name_skeleton: displayNameSkeleton('joao silva') },
      { id: silvaInCapitals, display_name: 'JOAO SILVA.', display_name_skeleton: `${displayNameSkeleton('joao silva')}#${silvaInCapitals}` },
    ]);
  });

  it('shows clients the same names as before, and refuses a new display name like one of them', async () => {
    const app = t as TestApp;
    const team = (await app.as({ id: owner }).get('/api/auth/team')).body as { username: string; displayName: string }[];
    expect(team.map(({ username, displayName }) => [username, displayName])).toEqual([
      ['dono', 'dono'],
      ['joao silva', 'joao silva'],
      ['JOAO SILVA.', 'JOAO SILVA.'],
    ]);
    const refused = await app.as({ id: owner }).put('/api/auth/me', { displayName: 'João Silva' });
    expect([refused.status, refused.body.code]).toEqual([409, 'DISPLAY_NAME_TAKEN']);
    expect((await app.as({ id: owner }).put(`/api/auth/update/${silvaInCapitals}`, { displayName: 'Joana Souza' })).status).toBe(200);
  });
});
