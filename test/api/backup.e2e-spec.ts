import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/src/database/mikro-orm.config';
import { DailyBackup } from '../../backend/src/database/backup/daily-backup';
import { BackupFileError } from '../../backend/src/database/backup/backup-file';
import { textSession } from '../../backend/src/database/backup/database-session';
import { databaseIsEmpty, restoreBackup } from '../../backend/src/database/restore/restore-backup';
import { writeBackup } from '../../backend/src/database/backup/write-backup';
import { migrationsList } from '../../backend/src/database/migrations';
import { Booking } from '../../backend/src/modules/booking/domain/booking/booking.entity';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { Service } from '../../backend/src/modules/services/domain/service.entity';
import { PushQueue, QUEUES } from '../../backend/src/modules/notifications/push-queue';
import { checksums, readBackup, runCommand } from '../support/backup-files';
import { freshDatabase } from '../support/fresh-database';
import { ShopBuilder } from '../support/shop-builder';
import { TestApp } from '../support/test-app';

const OWNER = { username: 'barbeiro', password: 'senha-de-teste' };
const quiet = { log: () => undefined };

/** The same backup with another schema version in its header. */
function withMigration(file: string, migration: string): string {
  const [header, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const changed = `${file}.changed.jsonl.gz`;
  writeFileSync(changed, gzipSync([JSON.stringify({ ...JSON.parse(header), migration }), ...rest].join('\n')));
  return changed;
}

describe('backup and restore', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'barbearia-backups-'));
  let sourceUrl: string;
  let source: TestApp | undefined;
  let restored: TestApp | undefined;
  let finalFile: string;
  let day: { day: number; month: number; year: number };
  let bookedHour: number;

  beforeAll(async () => {
    sourceUrl = await freshDatabase('backup_source');
    source = await TestApp.startOn(sourceUrl, { ADMIN_PASSWORD: OWNER.password });
    const shop = new ShopBuilder(source);
    const barber = await shop.barber({ username: 'joao' });
    const corte = await shop.job(barber, { name: 'Corte', value: 35 });
    const date = source.daysFromToday(5);
    day = { day: date.day, month: date.month, year: date.year };
    await shop.appointment(corte, date, 1000);
    bookedHour = 1000;
    await shop.unavailable(barber, date, 1400);
    // Photos of a few barbers, large enough that reading them takes a while.
    const connection = source.orm.em.getConnection();
    for (let i = 0; i < 4; i++) {
      const photographed = await shop.barber({ username: `fotografado${i}` });
      await connection.execute(`insert into barber_photo (barber_id, content, content_type, file_name, size) values (?, ?, 'image/png', ?, ?)`, [
        photographed.id,
        randomBytes(2_000_000),
        `foto ${i}.png`,
        2_000_000,
      ]);
    }
    // Commission's money: a rate, a vale, a paid period with its jsonb lines (the exclusion constraint's table) and the settings.
    await connection.execute(`insert into commission_rate (id, barber_id, percent_bp, starts_on) values (gen_random_uuid(), ?, 5000, '2026-01-01')`, [
      barber.id,
    ]);
    await connection.execute(
      `insert into commission_advance (id, barber_id, day, amount_cents, note) values (gen_random_uuid(), ?, '2026-01-03', 1000, 'Vale; "aspas"')`,
      [barber.id],
    );
    await connection.execute(
      `insert into commission_payout (id, barber_id, period_from, period_to, appointments, gross_cents, shop_cents, barber_cents, kept_deposits_cents,
         kept_deposits_commission_cents, advances_cents, adjustment_cents, paid_cents, split_kept_deposits, lines)
       values (gen_random_uuid(), ?, '2026-01-01', '2026-01-07', 0, 0, 0, 0, 0, 0, 1000, 0, -1000, true, '{"appointments": [], "keptDeposits": []}')`,
      [barber.id],
    );
    await connection.execute('insert into commission_settings (id, split_kept_deposits) values (1, true)');
    // A job the queue still holds: a reminder due tomorrow.
    await source.app.get(PushQueue).send(QUEUES.reminders, { appointmentId: 'lembrete-de-teste' }, { startAfterSeconds: 86_400 });
  }, 120_000);
  afterAll(async () => {
    await restored?.close();
    await source?.close();
  });

  it('writes one consistent snapshot while bookings are being written', async () => {
    const app = source as TestApp;
    const file = path.join(folder, 'during-writes.jsonl.gz');
    const { body: catalog } = await app.get('/api/auth');
    const owner = catalog.find((barber: { username: string }) => barber.username === OWNER.username);
    const { body: services } = await app.get(`/api/job/listByUser/${owner.id}`);
    let backupRunning = true;
    let writesWhileRunning = 0;

    // Each write is one transaction across three tables: a new barber, their service and a booking of it.
    const writer = async (name: string): Promise<void> => {
      for (let n = 0; backupRunning; n++) {
        await app.orm.em.fork().transactional(async (em) => {
          const barber = new Barber(`${name}${n}`, 'no-password-set', 'barber');
          const job = new Service(barber.id, 'Corte', 3500, false);
          // Flushed one by one: the entities name each other by id only, so the ORM does not order them.
          await em.persist(barber).flush();
          await em.persist(job).flush();
          const booking = { serviceId: job.id, barberId: barber.id, priceCents: 3500, takesTwoSlots: false };
          await em.persist(Booking.book(booking, app.daysFromToday(2), 900, { clientName: 'Escritor', clientContact: '11912345678' }, null)).flush();
        });
        if (backupRunning) writesWhileRunning += 1;
      }
    };
    // Clients booking online meanwhile, through the API.
    const bookings = async (): Promise<void> => {
      for (let n = 0; backupRunning && n < 20; n++) {
        const hour = 800 + Math.floor(n / 2) * 100 + (n % 2) * 30;
        const response = await app.post('/api/appointment/create', {
          clientName: `Cliente ${n}`,
          clientContact: `1198${String(n).padStart(7, '0')}`,
          hour,
          ...app.daysFromToday(7),
          jobId: services[0].id,
          userId: owner.id,
        });
        expect(response.status).toBe(200);
        if (backupRunning) writesWhileRunning += 1;
      }
    };
    const backup = writeBackup(sourceUrl, file).finally(() => (backupRunning = false));
    const [summary] = await Promise.all([backup, writer('escritora'), writer('escritorb'), bookings()]);

    expect(writesWhileRunning).toBeGreaterThan(0);
    const { header, tables } = await readBackup(file);
    expect(header.migration).toBe(migrationsList.at(-1)!.name);
    expect(Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]))).toEqual(summary.rows);
    // Every booking in the file has its barber and its service in it; every barber a writer made has both of the others.
    const barbers = new Set(tables['public.barber'].map((row) => row.id));
    const jobs = new Set(tables['public.job'].map((row) => row.id));
    for (const appointment of tables['public.appointment']) {
      expect(barbers.has(appointment.barber_id) && jobs.has(appointment.job_id)).toBe(true);
    }
    const writtenBarbers = tables['public.barber'].filter((row) => row.username!.startsWith('escritor')).map((row) => row.id);
    const writtenBookings = tables['public.appointment'].filter((row) => row.client_name === 'Escritor');
    expect(writtenBookings.map((row) => row.barber_id).sort()).toEqual(writtenBarbers.sort());
    expect(tables['public.barber_photo']).toHaveLength(4);
    expect(tables['pgboss.job'].some((row) => row.name === QUEUES.reminders)).toBe(true);
    // The file restores as it is: every foreign key and the no-overlap constraint hold.
    const targetUrl = await freshDatabase('backup_snapshot');
    await expect(restoreBackup(targetUrl, file, { replace: false, ...quiet })).resolves.toMatchObject({ migrated: [] });
  }, 120_000);

  describe('restoring into an empty database', () => {
    let targetUrl: string;

    beforeAll(async () => {
      // Nothing moves in the source any more: its app (and the queue's workers) stop first.
      await (source as TestApp).close();
      source = undefined;
      finalFile = path.join(folder, 'final.jsonl.gz');
      await writeBackup(sourceUrl, finalFile);
      targetUrl = await freshDatabase('backup_target');
      await restoreBackup(targetUrl, finalFile, { replace: false, ...quiet });
    }, 120_000);

    it('gives every table the same rows (photos and pending jobs included)', async () => {
      const before = await checksums(sourceUrl);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining([
          'public.barber_photo',
          'public.appointment',
          'public.mikro_orm_migrations',
          'public.commission_payout',
          'public.commission_advance',
          'public.commission_settings',
          'pgboss.queue',
          'pgboss.job',
        ]),
      );
      expect(await checksums(targetUrl)).toEqual(before);
    });

    it('refuses a database that is not empty, and with replace puts the backup in its place', async () => {
      await expect(restoreBackup(targetUrl, finalFile, { replace: false, ...quiet })).rejects.toThrow('The database is not empty');
      const client = await textSession(targetUrl, 'backup-test');
      await client.query(`update appointment set client_name = 'Mudado'`);
      await client.end();
      await restoreBackup(targetUrl, finalFile, { replace: true, ...quiet });
      expect(await checksums(targetUrl)).toEqual(await checksums(sourceUrl));
    }, 60_000);

    it('starts the app on it: the owner logs in and books, and the restored booking still holds its time', async () => {
      restored = await TestApp.startOn(targetUrl, { ADMIN_PASSWORD: 'outra-senha-ignorada' });
      const login = await restored.post('/api/auth/login', OWNER);
      expect(login.status).toBe(200);
      const client = restored.as(login.body.token);
      const { body: barbers } = await restored.get('/api/auth');
      const joao = barbers.find((barber: { username: string }) => barber.username === 'joao');
      const { body: services } = await restored.get(`/api/job/listByUser/${joao.id}`);
      const booking = { clientName: 'Ana Lima', clientContact: '11955554444', ...day, jobId: services[0].id, userId: joao.id };
      expect((await client.post('/api/appointment/create', { ...booking, hour: bookedHour })).status).toBe(409);
      expect((await client.post('/api/appointment/create', { ...booking, hour: 1100 })).status).toBe(200);
    }, 60_000);
  });

  it('refuses a file from a newer schema, and writes nothing', async () => {
    const future = withMigration(finalFile, 'Migration29991231000000_from_the_future');
    const targetUrl = await freshDatabase('backup_newer');
    const refused = restoreBackup(targetUrl, future, { replace: false, ...quiet });
    await expect(refused).rejects.toThrow(BackupFileError);
    await expect(refused).rejects.toThrow('comes from a newer version of the app');
    const client = await textSession(targetUrl, 'backup-test');
    expect(await databaseIsEmpty(client)).toBe(true);
    await client.end();
  });

  it('runs as commands: npm run backup, npm run restore, and --replace only after a typed yes', async () => {
    const file = path.join(folder, 'command.jsonl.gz');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'barbearia-data-'));
    const backup = await runCommand('backup', [file], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written to ${file}`) });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const targetUrl = await freshDatabase('backup_command');
    const restore = await runCommand('restore', [file], { DATABASE_URL: targetUrl, DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${file}`) });
    expect(await checksums(targetUrl)).toEqual(await checksums(sourceUrl));

    const client = await textSession(targetUrl, 'backup-test');
    await client.query(`update barber set email = 'mudado@exemplo.com'`);
    const declined = await runCommand('restore', [file, '--replace'], { DATABASE_URL: targetUrl, DATA_DIR: dataDir }, 'no\n');
    expect(declined).toMatchObject({ code: 1, output: expect.stringContaining('Nothing was changed.') });
    const { rows } = await client.query(`select count(*) as changed from barber where email = 'mudado@exemplo.com'`);
    await client.end();
    expect(rows[0].changed).not.toBe('0');
  }, 120_000);

  it('refuses a file that was cut off', async () => {
    const whole = readFileSync(finalFile);
    const cut = path.join(folder, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(gunzipSync(whole).subarray(0, 2000)));
    await expect(restoreBackup(await freshDatabase('backup_cut'), cut, { replace: false, ...quiet })).rejects.toThrow(BackupFileError);
  });

  it('migrates a file from an older schema after loading it', async () => {
    const older = 'Migration20261127030000_push_bounds';
    const olderUrl = await freshDatabase('backup_older');
    const orm = await MikroORM.init({ ...ormOptions(olderUrl), logger: () => undefined });
    try {
      await orm.getMigrator().up({ to: older });
      const connection = orm.em.getConnection();
      await connection.execute(
        `insert into barber (id, username, username_key, username_skeleton, password_hash, role) values ('7f0d7c52-8d0e-4f4f-9a53-0c4f2f4b7a11', 'dono', 'dono', 'dono', 'x', 'owner')`,
      );
    } finally {
      await orm.close();
    }
    const file = path.join(folder, 'older.jsonl.gz');
    expect((await writeBackup(olderUrl, file)).migration).toBe(older);
    const targetUrl = await freshDatabase('backup_older_target');
    const summary = await restoreBackup(targetUrl, file, { replace: false, ...quiet });
    const later = migrationsList.slice(migrationsList.findIndex((migration) => migration.name === older) + 1).map((migration) => migration.name);
    expect(summary.migrated).toEqual(later);
    const client = await textSession(targetUrl, 'backup-test');
    const { rows } = await client.query('select username from barber');
    const { rows: migrations } = await client.query('select name from mikro_orm_migrations order by id desc limit 1');
    await client.end();
    expect(rows).toEqual([{ username: 'dono' }]);
    expect(migrations[0].name).toBe(migrationsList.at(-1)!.name);
  }, 60_000);

  describe('the daily backup', () => {
    const METRICS_TOKEN = 'token-de-metricas-do-teste-de-backup';
    const apps: TestApp[] = [];
    afterAll(() => Promise.all(apps.map((app) => app.close())));

    const start = async (databaseUrl: string, env: NodeJS.ProcessEnv): Promise<TestApp> => {
      const app = await TestApp.startOn(databaseUrl, { BACKUP_AT: 'off', METRICS_TOKEN, ...env });
      apps.push(app);
      return app;
    };
    const daysAgo = (file: string, days: number): void => {
      writeFileSync(file, 'antigo');
      const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      utimesSync(file, at, at);
    };

    it('is made once with two instances, deletes files past BACKUP_KEEP_DAYS, and shows in health', async () => {
      const databaseUrl = await freshDatabase('backup_daily');
      const dir = mkdtempSync(path.join(tmpdir(), 'barbearia-daily-'));
      daysAgo(path.join(dir, 'barbearia-2026-01-01T03-00-00Z.jsonl.gz'), 20);
      daysAgo(path.join(dir, 'barbearia-2026-01-11T03-00-00Z.jsonl.gz'), 10);
      daysAgo(path.join(dir, 'outro-arquivo.txt'), 20);
      const env = { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '14' };
      const [first, second] = [await start(databaseUrl, env), await start(databaseUrl, env)];
      expect((await first.get('/api/health')).body).toEqual({ status: 'ok', backup: { lastSuccessAt: null, failing: false } });

      await Promise.all([first.app.get(DailyBackup).runDue(), second.app.get(DailyBackup).runDue()]);
      await Promise.all([first.app.get(DailyBackup).runDue(), second.app.get(DailyBackup).runDue()]);

      const files = readdirSync(dir).sort();
      const made = files.filter((file) => !['barbearia-2026-01-11T03-00-00Z.jsonl.gz', 'outro-arquivo.txt'].includes(file));
      expect(made).toHaveLength(1);
      expect(files).toEqual(['barbearia-2026-01-11T03-00-00Z.jsonl.gz', made[0], 'outro-arquivo.txt'].sort());
      expect(statSync(path.join(dir, made[0])).mode & 0o777).toBe(0o600);
      const { header, tables } = await readBackup(path.join(dir, made[0]));
      expect(header.migration).toBe(migrationsList.at(-1)!.name);
      // Its own job (in hand meanwhile) is not in it: a restored shop does not back up that day again.
      expect(tables['pgboss.job'].filter((job) => job.name === 'daily-backup')).toEqual([]);
      const health = (await second.get('/api/health')).body;
      expect(health.backup.failing).toBe(false);
      expect(Date.now() - Date.parse(health.backup.lastSuccessAt)).toBeLessThan(60_000);

      // The owner downloads it from the admin area; a barber may not.
      const owner = (await first.post('/api/auth/login', OWNER)).body.token as string;
      const download = await first.app.inject({ method: 'GET', url: '/api/backups/latest', headers: { authorization: `Bearer ${owner}` } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/gzip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${made[0]}"`);
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.rawPayload.equals(readFileSync(path.join(dir, made[0])))).toBe(true);
      const barber = await new ShopBuilder(first).barber();
      const refused = await first.as(barber).get('/api/backups/latest');
      expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
      expect((await first.get('/api/backups/latest')).status).toBe(401);
    }, 120_000);

    it('shows a failed backup in health and in the metrics', async () => {
      const databaseUrl = await freshDatabase('backup_failing');
      const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), 'barbearia-daily-')), 'um-arquivo');
      writeFileSync(notAFolder, 'não é uma pasta');
      const app = await start(databaseUrl, { BACKUP_DIR: notAFolder });
      await app.app.get(DailyBackup).runDue();
      expect((await app.get('/api/health')).body).toEqual({ status: 'ok', backup: { lastSuccessAt: null, failing: true } });
      const metrics = await app.request('GET', '/api/metrics', undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(metrics.body).toMatch(/^barbearia_backup_failures_total 1$/m);
      const owner = (await app.post('/api/auth/login', OWNER)).body.token as string;
      const none = await app.as(owner).get('/api/backups/latest');
      expect([none.status, none.body.code]).toEqual([404, 'NOT_FOUND']);
    }, 60_000);
  });
});
