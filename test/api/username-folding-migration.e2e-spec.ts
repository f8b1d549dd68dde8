import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { hashPassword } from '../../backend/src/modules/barbers/domain/password';
import { usernameSkeleton } from '../../backend/src/modules/barbers/domain/username';
import { freshDatabase } from '../support/fresh-database';
import { TestApp } from '../support/test-app';

/** The last migration the rows below fit (barber.username_skeleton exists); the app runs every later one. */
const WITH_USERNAME_SKELETON = 'Migration20261127020000_username_skeleton';
const PASSWORD = 'senha-de-cada-um-42';

/**
 * The username folding migration on accounts made before it, when "Joao", "João" and "Joao." were
 * three names (their skeletons told accents and punctuation apart): it does not fail, every account
 * keeps its name and its login, the oldest keeps the plain skeleton, and no new name folding like
 * theirs is accepted.
 */
describe('Migration20261128020000_username_folding', () => {
  let t: TestApp | undefined;
  const logLines: string[] = [];
  const ids = { dono: randomUUID(), joao: randomUUID(), joaoAccented: randomUUID(), joaoDotted: randomUUID(), marcos: randomUUID() };

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('username_folding');
    const orm = await MikroORM.init({ ...ormOptions(databaseUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: WITH_USERNAME_SKELETON });
      const hash = await hashPassword(PASSWORD);
      // Inserted newest first: the oldest account is not the first row written, nor the first row read.
      for (const [id, username, role, minutesAgo] of [
        [ids.marcos, 'Marcos', 'barber', 10],
        [ids.joaoDotted, 'Joao.', 'barber', 20],
        [ids.joao, 'Joao', 'barber', 30],
        [ids.joaoAccented, 'João', 'barber', 40],
        [ids.dono, 'dono', 'owner', 50],
      ]) {
        await orm.em.getConnection().execute(
          `insert into barber (id, username, username_key, username_skeleton, password_hash, role, created_at)
           values (?, ?, lower(?), lower(?), ?, ?, now() - make_interval(mins => ?))`,
          [id, username, username, username, hash, role, minutesAgo],
        );
      }
    } finally {
      await orm.close();
    }
    const logStream = { write: (line: string) => void logLines.push(line) };
    t = await TestApp.startOn(databaseUrl, { LOG_LEVEL: 'warn' }, logStream);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the oldest of names that fold alike the plain skeleton, the others theirs suffixed with their id', async () => {
    const rows = await (t as TestApp).orm.em
      .getConnection()
      .execute<{ id: string; username_skeleton: string }[]>('select id, username_skeleton from barber order by created_at');
    const joao = usernameSkeleton('Joao');
    expect(rows).toEqual([
      { id: ids.dono, username_skeleton: usernameSkeleton('dono') },
      { id: ids.joaoAccented, username_skeleton: joao },
      { id: ids.joao, username_skeleton: `${joao}#${ids.joao}` },
      { id: ids.joaoDotted, username_skeleton: `${joao}#${ids.joaoDotted}` },
      { id: ids.marcos, username_skeleton: usernameSkeleton('Marcos') },
    ]);
    const warnings = logLines.filter((line) => line.includes('now reads as'));
    expect(warnings.map((line) => JSON.parse(line).msg)).toEqual([
      'Username "Joao" now reads as "João" (an older account): both still log in; no new name may look like either.',
      'Username "Joao." now reads as "João" (an older account): both still log in; no new name may look like either.',
    ]);
  });

  it('lets every account log in by its exact name, and save its profile under it', async () => {
    const app = t as TestApp;
    for (const username of ['João', 'Joao', 'Joao.', 'Marcos']) {
      const login = await app.post('/api/auth/login', { username, password: PASSWORD });
      expect([username, login.status, login.body.username]).toEqual([username, 200, username]);
    }
    const saved = await app.as({ id: ids.joao }).put('/api/auth/me', { username: 'Joao', email: 'joao@barbearia.example' });
    expect([saved.status, saved.body.username]).toEqual([200, 'Joao']);
  });

  it('refuses the outside probe’s João, Jóao, Joao. and Marcós with 409 USERNAME_TAKEN', async () => {
    const app = t as TestApp;
    for (const username of ['João', 'Jóao', 'Joao.', 'Marcós', 'JOAO', 'marcos ']) {
      const refused = await app.as({ id: ids.dono }).post('/api/auth/create', { username, password: 'tesoura afiada na gaveta' });
      expect([username, refused.status, refused.body.code]).toEqual([username, 409, 'USERNAME_TAKEN']);
    }
    const renamed = await app.as({ id: ids.dono }).put(`/api/auth/update/${ids.marcos}`, { username: 'Jóão' });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'USERNAME_TAKEN']);
    expect((await app.as({ id: ids.dono }).post('/api/auth/create', { username: 'Maria', password: 'tesoura afiada na gaveta' })).status).toBe(200);
  });
});
