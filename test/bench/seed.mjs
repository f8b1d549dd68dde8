// Fills the app's database with N appointments in a few set-based statements.
//
// Shape of the data (the same for every N, only the amount differs):
// - the owner "barbeiro" (seeded by the app) plus EXTRA_BARBERS more barbers, each with a single
//   service "Corte", a double one "Corte + Barba" and the owner's 25 hours (07:30-19:30);
// - every barber-day gets the same pattern of 20 appointments filling its 25 slots: a double
//   appointment at slots 0, 5, 10, 15, 20 (holding the next slot too) and singles at 2, 3, 4, 7, ...;
// - days are filled nearest-first around the benchmarked day (owner, today + TARGET_OFFSET), for all
//   barbers, going back into the past (history outside the booking window) as N grows, so the
//   benchmarked day always sits in the densest part of the table;
// - the benchmarked day itself has only 15 of its 25 slots booked, so availability has something to answer;
// - for the extra barbers, the even days of the booking window stay empty: the create benchmark
//   books those (CREATE_* below);
// - ~4 % of the past appointments are soft-deleted (in the trash), as in a shop that has run a while.
import pg from 'pg';

export const EXTRA_BARBERS = 11;
export const TARGET_OFFSET = 3;
/** Appointments per barber-day, and history kept at the least; a larger size reaches further back. */
const PER_BARBER_DAY = 20;
const MIN_PAST_DAYS = 700;
const BENCH_PREFIX = 'bench_barber_';

/**
 * Seeds `count` appointments. `today` is the shop's today as GET /api/shop gives it ({ year, month 0-11, day }).
 * Returns the ids the benchmark needs and the free (barber, day, hour) cells for the create benchmark.
 */
export async function seed(databaseUrl, count, today, windowDays) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const todayIso = isoOf(today);
    const pastDays = Math.max(MIN_PAST_DAYS, Math.ceil(count / ((EXTRA_BARBERS + 1) * PER_BARBER_DAY)) + 30);
    const timings = await loadAppointments(client, { count, todayIso, pastDays, windowDays });
    const analyzeMs = await vacuumAnalyze(client);
    const barbers = await seededBarbers(client);
    const stats = await appointmentStats(client);
    return { owner: barbers[0], others: barbers.slice(1), ...timings, analyzeMs, stats };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * In one transaction: the bench barbers, then the appointments with the table's indexes dropped and built again after.
 * How long it all took (`seedMs`), the insert alone and the indexes.
 */
async function loadAppointments(client, { count, todayIso, pastDays, windowDays }) {
  const started = Date.now();
  await client.query('begin');
  // A bulk load: no wait for the WAL flush, room to sort when the indexes are built again.
  await client.query(`set local synchronous_commit = off; set local maintenance_work_mem = '256MB'`);
  const { rows: owners } = await client.query(`select id from barber where role = 'owner'`);
  if (owners.length !== 1) throw new Error(`expected one owner, found ${owners.length}`);
  const ownerId = owners[0].id;
  await addBenchBarbers(client, ownerId);

  const rebuildIndexes = await withoutIndexes(client, 'appointment');
  const inserted = await client.query(APPOINTMENTS_INSERT, [BENCH_PREFIX, ownerId, todayIso, pastDays, windowDays, TARGET_OFFSET, count]);
  if (inserted.rowCount !== count) throw new Error(`seeded ${inserted.rowCount} appointments, wanted ${count}`);
  const insertMs = Date.now() - started;
  // The deposit's credit link is a deferred foreign key of appointment to itself: its checks wait for the commit, and
  // PostgreSQL builds no index on a table with checks pending. They run now.
  await client.query('set constraints all immediate');
  await rebuildIndexes();
  const indexMs = Date.now() - started - insertMs;
  await client.query('commit');
  return { seedMs: Date.now() - started, insertMs, indexMs };
}

/** EXTRA_BARBERS barbers besides the owner, each with a single and a double service and the owner's hours. */
async function addBenchBarbers(client, ownerId) {
  await client.query(
    // username_key is the username's comparison form (NFKC, lower case), display_name the name clients see: the same text for these ASCII names.
    `insert into barber (id, username, username_key, display_name, password_hash, role, active)
       select gen_random_uuid(), $1 || lpad(i::text, 2, '0'), $1 || lpad(i::text, 2, '0'), $1 || lpad(i::text, 2, '0'), 'not-a-real-hash', 'barber', true
       from generate_series(1, $2::int) i`,
    [BENCH_PREFIX, EXTRA_BARBERS],
  );
  await client.query(
    `insert into job (id, barber_id, name, value_cents, double_time)
       select gen_random_uuid(), b.id, s.name, s.value_cents, s.double_time
       from barber b cross join (values ('Corte', 3500, false), ('Corte + Barba', 5500, true)) s(name, value_cents, double_time)
       where b.username like $1 || '%'`,
    [BENCH_PREFIX],
  );
  await client.query(
    `insert into hour_slot (id, barber_id, hour, open_weekdays)
       select gen_random_uuid(), b.id, h.hour, h.open_weekdays
       from barber b cross join hour_slot h
       where b.username like $1 || '%' and h.barber_id = $2`,
    [BENCH_PREFIX, ownerId],
  );
}

/**
 * The appointments, in one statement ($1 the bench barbers' prefix, $2 the owner, $3 today, $4 days of history, $5 the
 * booking window, $6 the benchmarked day's offset, $7 how many). ord 0 = owner, 1..EXTRA_BARBERS = bench barbers. Each
 * barber's single and double service.
 */
const APPOINTMENTS_INSERT = `with barbers as (
         select b.id, row_number() over (order by (b.role = 'owner') desc, b.username) - 1 as ord
         from barber b where b.role = 'owner' or b.username like $1 || '%'
       ),
       services as (
         select distinct on (j.barber_id, j.double_time) j.barber_id, j.id, j.value_cents, j.double_time
         from job j where j.active and j.name in ('Corte', 'Corte + Barba')
         order by j.barber_id, j.double_time, j.created_at
       ),
       slots as (
         select hour, row_number() over (order by hour) - 1 as idx from hour_slot where barber_id = $2
       ),
       cells as (
         select b.id as barber_id, b.ord, d.off, s.idx, s.hour, ($3::date + d.off) as on_date
         from barbers b
         cross join generate_series(-$4::int, $5::int) d(off)
         cross join slots s
         where s.idx % 5 <> 1                                                  -- held by the double at idx - 1
           and not (b.ord > 0 and d.off between 1 and $5 and d.off % 2 = 0)    -- left free for the create benchmark
           and not (b.ord = 0 and d.off = $6 and s.idx % 5 not in (0, 4))      -- benchmarked day: 15 of 25 slots
         order by abs(d.off - $6), b.ord, s.idx
         limit $7
       )
       insert into appointment (id, barber_id, job_id, client_name, client_contact, hour, day, month, year,
                                slot_count, price_cents, previous_payment, created_at, deleted_at)
       select gen_random_uuid(), c.barber_id, sv.id,
              'Cliente ' || (n % 20000),
              '119' || lpad((n % 20000)::text, 8, '0'),
              c.hour,
              extract(day from c.on_date)::int, extract(month from c.on_date)::int - 1, extract(year from c.on_date)::int,
              case when c.idx % 5 = 0 then 2 else 1 end,
              sv.value_cents,
              n % 10 = 0,
              c.on_date - interval '3 days',
              case when c.off < -7 and (abs(c.off) * 31 + c.idx + c.ord) % 25 = 0 then c.on_date + interval '20 hours' end
       from (select cells.*, row_number() over () as n from cells) c
       join services sv on sv.barber_id = c.barber_id and sv.double_time = (c.idx % 5 = 0)`;

/** VACUUM as autovacuum would have done in a shop that has been running; ANALYZE so the planner knows the sizes. How long that took. */
async function vacuumAnalyze(client) {
  const analyzeStarted = Date.now();
  await client.query('vacuum (analyze) appointment');
  await client.query('analyze');
  return Date.now() - analyzeStarted;
}

/** The owner then the bench barbers, each with the id of its single and its double service. */
async function seededBarbers(client) {
  const { rows: barbers } = await client.query(
    `select b.id, b.username,
              (select j.id from job j where j.barber_id = b.id and j.active and not j.double_time order by j.created_at limit 1) as single_job,
              (select j.id from job j where j.barber_id = b.id and j.active and j.double_time order by j.created_at limit 1) as double_job
       from barber b where b.role = 'owner' or b.username like $1 || '%'
       order by (b.role = 'owner') desc, b.username`,
    [BENCH_PREFIX],
  );
  return barbers;
}

/** How many appointments are stored (and live), the days they span and the table's size. */
async function appointmentStats(client) {
  const { rows: stats } = await client.query(
    `select count(*)::int as total, count(*) filter (where deleted_at is null)::int as live,
              min(starts_at)::date::text as first_day, max(starts_at)::date::text as last_day,
              pg_size_pretty(pg_total_relation_size('appointment')) as table_size
       from appointment`,
  );
  return stats[0];
}

/**
 * Drops a table's secondary indexes and exclusion constraints (as pg_restore loads a table before building them), and
 * returns what builds them again, from their own definitions: one sort per index instead of a million index inserts.
 * The exclusion constraint checks every row again when it is added back, so the seed still can't overlap.
 */
async function withoutIndexes(client, table) {
  const { rows: constraints } = await client.query(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'x'`,
    [table],
  );
  const { rows: indexes } = await client.query(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [table],
  );
  for (const constraint of constraints) await client.query(`alter table ${table} drop constraint ${constraint.name}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  return async () => {
    for (const index of indexes) await client.query(index.definition);
    for (const constraint of constraints) await client.query(`alter table ${table} add constraint ${constraint.name} ${constraint.definition}`);
  };
}

/**
 * EXPLAIN ANALYZE of the appointment part of the day snapshot that availability and create run,
 * five times: the last plan and the fastest execution time (ms).
 */
export async function explainDaySchedule(databaseUrl, barberId, date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const iso = isoOf(date);
    let plan = '';
    let fastest = Infinity;
    for (let i = 0; i < 5; i++) {
      const { rows } = await client.query(
        `explain (analyze, buffers, format text)
         select json_agg(json_build_object('hour', a.hour, 'slotCount', a.slot_count))
         from appointment a
         where a.barber_id = $1 and a.deleted_at is null
           and a.starts_at >= $2::timestamp and a.starts_at < $2::timestamp + interval '1 day'`,
        [barberId, iso],
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      fastest = Math.min(fastest, Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN));
    }
    return { plan, executionMs: fastest, index: indexOf(plan) };
  } finally {
    await client.end();
  }
}

/** The index a plan reads the appointments through: `Index Scan using x on …`, `Index Only Scan using x`, `Bitmap Index Scan on x`. */
function indexOf(plan) {
  const match = /Index (?:Only )?Scan using (\w+)|Bitmap Index Scan on (\w+)/.exec(plan);
  return match ? (match[1] ?? match[2]) : 'none (sequential scan)';
}

/** Total appointments now stored (after the create benchmark). */
export async function countAppointments(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from appointment');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * The public pages rendered on the server that the bench's page load asks for, in turn: each public route's code, as
 * the server loads it when first rendering that page (the barber's step renders with the seeded barbers; the later steps,
 * without a draft, say where to start).
 */
export const PAGE_PATHS = [
  '/',
  '/agenda/barbeiro',
  '/agenda/servico',
  '/agenda/horario',
  '/agenda/cliente',
  '/agenda/finalizar',
  '/agenda/consultar',
  '/agenda/espera',
  '/administrador/login',
  '/privacidade',
];

/** GET /api/availability of a seeded barber's service on a day ({ year, month 0-11, day }). */
export function availabilityPath(barberId, serviceId, { year, month, day }) {
  return `/api/availability?${new URLSearchParams({ userId: barberId, jobId: serviceId, day: String(day), month: String(month), year: String(year) })}`;
}

export function addDays({ year, month, day }, days) {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

export function isoOf({ year, month, day }) {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
