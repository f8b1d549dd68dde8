// The benchmark's floor: the leanest correct server of GET /api/availability. Fastify with its logger off and a pg pool of
// 10, the app's own statement (the service with the barber's day snapshot, one round trip as the app makes it) and
// booking rules (the pure functions of dist/server/backend/src, luxon the same copy), without Nest, MikroORM, guards,
// pipes, hooks or logging. The bench runs one on each size's database and reports the app's throughput as a ratio of
// this one's.
//
//   DATABASE_URL=… PORT=… node test/bench/bare-server.mjs
//
// Its answer must equal the app's (the bench checks): the same statements, in the same order, the same JSON.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import pg from 'pg';

const requireCjs = createRequire(import.meta.url);
const { DateTime } = requireCjs('luxon');
const dist = (module) => requireCjs(`../../dist/server/backend/src/${module}`);
const { dayScheduleQuery, daySnapshotOf } = dist('modules/booking/day-schedule.query.js');
const { BookingPolicy } = dist('modules/booking/domain/day/booking-policy.js');
const { isDoubleService } = dist('modules/services/domain/double-service.js');
const { hourLabel } = dist('shared/time/hhmm.js');
const { addDays, fromDateTime, isRealDate, toIsoDate } = dist('shared/time/local-date.js');

const TIMEZONE = process.env.SHOP_TIMEZONE || 'America/Sao_Paulo';
const WINDOW_DAYS = Number(process.env.BOOKING_WINDOW_DAYS || 60);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** knex's `?` placeholders as pg's `$n`, once per statement. */
const numberedSql = new Map();
const numbered = (sql) => {
  let text = numberedSql.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?(?!\?)/g, () => `$${++n}`);
    numberedSql.set(sql, text);
  }
  return text;
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const notFound = (reply, code) => reply.code(404).send({ statusCode: 404, code, message: 'not found' });

app.get('/api/availability', async (request, reply) => {
  const { userId, jobId } = request.query;
  const date = { day: Number(request.query.day), month: Number(request.query.month), year: Number(request.query.year) };
  if (!UUID.test(userId ?? '') || !UUID.test(jobId ?? '') || !isRealDate(date)) {
    return reply.code(400).send({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'bad request' });
  }
  const now = DateTime.now().setZone(TIMEZONE);
  const today = fromDateTime(now);
  const clock = { today, minutesNow: now.hour * 60 + now.minute, lastBookableDate: addDays(today, WINDOW_DAYS) };
  // The app's statement: the service with the day snapshot.
  const query = dayScheduleQuery(userId, date, null, jobId);
  const { rows } = await pool.query(numbered(query.sql), query.params);
  const { service } = rows[0];
  if (!service) return notFound(reply, 'SERVICE_NOT_FOUND');
  const snapshot = daySnapshotOf(date, rows[0]);
  if (!snapshot.barberActive || snapshot.barberUsername === null) return notFound(reply, 'BARBER_NOT_FOUND');
  if (service.barberId !== userId) return reply.code(409).send({ statusCode: 409, code: 'SERVICE_OF_ANOTHER_BARBER', message: 'conflict' });
  // The jobs module's rule (bookableService): a flagged service, or one named haircut and beard, takes two slots.
  const takesTwoSlots = isDoubleService(service.name, service.doubleTime);
  const slots = new BookingPolicy(snapshot, clock, 'client').bookableStarts(takesTwoSlots).map((hour) => ({ hour, label: hourLabel(hour) }));
  return { date: toIsoDate(date), slots };
});

app.get('/api/health', async () => ({ status: 'ok' }));

const close = () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
