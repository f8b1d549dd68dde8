/** The PostgreSQL schema of the job queue (pg-boss's): the notifications' queue and the daily backup's. */
export const QUEUE_SCHEMA = 'pgboss';
