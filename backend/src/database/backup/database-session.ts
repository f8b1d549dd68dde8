import { Client } from 'pg';

/** Output settings under which every value's text reads back the same on any server. */
const TEXT_SETTINGS: [string, string][] = [
  ['timezone', 'UTC'],
  ['datestyle', 'ISO, YMD'],
  ['intervalstyle', 'postgres'],
  ['bytea_output', 'hex'],
  ['extra_float_digits', '3'],
];

/** The statements that give a session (or, with `local`, the current transaction) the text settings. */
export function textSettings(scope: 'session' | 'local'): string {
  return TEXT_SETTINGS.map(([name, value]) => `set ${scope === 'local' ? 'local ' : ''}${name} = '${value}'`).join('; ');
}

/**
 * A connection that reads and writes every value as PostgreSQL's own text for it (no conversion
 * to JavaScript types, so nothing is rounded or shifted), with output settings fixed so the text
 * of a backup reads back the same on any server.
 */
export async function textSession(databaseUrl: string, applicationName: string): Promise<Client> {
  const client = new Client({
    connectionString: databaseUrl,
    application_name: applicationName,
    types: { getTypeParser: () => (value: string) => value },
  });
  await client.connect();
  try {
    await client.query(textSettings('session'));
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}
