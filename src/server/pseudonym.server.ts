/**
 * Pseudonyms: an HMAC of a client address (or of a username typed at the staff sign-in), so abuse
 * from one source can be seen across leads and log lines without storing the value itself. The
 * key is IP_HASH_SECRET or, when that is unset, a random key generated at the first use and kept
 * in the database, shared by every process.
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getConfig } from "./config.server.ts";
import { getDatabase, type DatabaseHandle } from "./db/client.server.ts";
import { appSecrets } from "./db/schema.ts";

/** The row of `app_secrets` that holds the generated IP-hash key. */
const KEY_ROW = "ip-hash";
/** The generated key of each database the process has used (one, but for tests that switch). */
const keys = new WeakMap<DatabaseHandle, Promise<string>>();

async function loadKey({ db }: DatabaseHandle): Promise<string> {
  // The first process to get here stores its key; every other one reads that key.
  await db.insert(appSecrets).values({ name: KEY_ROW, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_ROW));
  return row!.value;
}

async function secret(): Promise<string> {
  const configured = getConfig().IP_HASH_SECRET;
  if (configured) return configured;
  const handle = await getDatabase();
  let key = keys.get(handle);
  if (!key) {
    key = loadKey(handle);
    keys.set(handle, key);
    key.catch(() => keys.delete(handle));
  }
  return key;
}

/** The pseudonym of a value (`length` hex characters). */
export async function pseudonym(value: string, length = 32): Promise<string> {
  return createHmac("sha256", await secret()).update(value).digest("hex").slice(0, length);
}
