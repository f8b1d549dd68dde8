import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { superuserPassword } from './superuser-password';

describe('the embedded PostgreSQL superuser password', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'pg-password-'));

  it('is generated once (32 random bytes) into DATA_DIR/postgres-password with mode 0600, then read back', () => {
    const folder = dataDir();
    const first = superuserPassword(folder);
    expect(first.file).toBe(path.join(folder, 'postgres-password'));
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(first.file, 'utf8')).toBe(`${first.password}\n`);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(superuserPassword(folder)).toEqual(first);
    expect(superuserPassword(dataDir()).password).not.toBe(first.password);
  });

  it('takes a file others may read back to 0600', () => {
    const folder = dataDir();
    const { file } = superuserPassword(folder);
    chmodSync(file, 0o644);
    superuserPassword(folder);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that does not hold a generated password, in one sentence', () => {
    const folder = dataDir();
    writeFileSync(path.join(folder, 'postgres-password'), "postgres' or '1'='1\n");
    expect(() => superuserPassword(folder)).toThrow(EmbeddedPostgresError);
    expect(() => superuserPassword(folder)).toThrow(/does not hold a password the app generated/);
  });
});
