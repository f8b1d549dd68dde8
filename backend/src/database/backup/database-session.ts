import { Client } from 'pg';

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
    await client.query(
      `set time zone 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set bytea_output = 'hex'; set extra_float_digits = 3`,
    );
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}
