/** One PostgreSQL connection for a test's own SQL (making and dropping databases, reading what the server stored). */
import pg from "pg";

export async function withPgClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** Drops database `name` on the server of `url` (ending its connections) and creates it empty. */
export function recreateDatabase(url: string, name: string): Promise<void> {
  return withPgClient(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export function dropDatabase(url: string, name: string): Promise<void> {
  return withPgClient(url, async (client) => void (await client.query(`drop database if exists "${name}" with (force)`)));
}
