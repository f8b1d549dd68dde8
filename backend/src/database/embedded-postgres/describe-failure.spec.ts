import { describeFailure } from './describe-failure';

const step = { step: 'start' as const, directory: '/srv/app/data/postgres', port: 54329 };

describe('describeFailure', () => {
  it('names a taken port and EMBEDDED_DB_PORT', () => {
    const output = [
      '2026-11-23 18:37:47.100 UTC [29060] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
      '2026-11-23 18:37:47.100 UTC [29060] FATAL:  could not create any TCP/IP sockets',
    ].join('\n');
    expect(describeFailure(output, step)).toBe(
      'Port 54329 is already taken by another program, so the embedded PostgreSQL cannot listen on it: stop that program or set EMBEDDED_DB_PORT to a free port.',
    );
  });

  it('names a data folder another server holds', () => {
    const output =
      '2026-11-23 18:38:01.000 UTC [1] FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 28833) running in data directory "/srv/app/data/postgres"?';
    expect(describeFailure(output, step)).toBe(
      'The embedded PostgreSQL data in /srv/app/data/postgres is in use by another running server (another copy of the app?): stop that one first, or set DATA_DIR to another folder.',
    );
  });

  it('names a folder the server may not use, quoting initdb without its prefix', () => {
    const output = 'initdb: error: could not access directory "/root/app/data/postgres": Permission denied\n';
    expect(describeFailure(output, { ...step, step: 'create', directory: '/root/app/data/postgres' })).toBe(
      'The embedded PostgreSQL may not use its data folder /root/app/data/postgres (could not access directory "/root/app/data/postgres": Permission denied): ' +
        'give its user access to that folder, or set DATA_DIR to another folder.',
    );
  });

  it('names data of another PostgreSQL version', () => {
    const output =
      '2026-11-23 UTC [7] FATAL:  database files are incompatible with server\nDETAIL:  The data directory was initialized by PostgreSQL version 16, which is not compatible with this version 18.0.';
    expect(describeFailure(output, step)).toMatch(
      /^The data in \/srv\/app\/data\/postgres was written by another PostgreSQL version \(database files are incompatible with server\): move that folder away/,
    );
  });

  it('otherwise quotes the first fatal line, in one sentence with DATABASE_URL as the way out', () => {
    const output =
      'LOG:  starting PostgreSQL 18\nFATAL:  could not load server certificate file "server.crt": No such file or directory\nLOG:  database system is shut down\n';
    const sentence = describeFailure(output, step);
    expect(sentence).toBe(
      'The embedded PostgreSQL in /srv/app/data/postgres did not start on port 54329 (could not load server certificate file "server.crt": No such file or directory): ' +
        'fix that, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
    expect(describeFailure('', step)).toContain('(it wrote nothing)');
  });
});
