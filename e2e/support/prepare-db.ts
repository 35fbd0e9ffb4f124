/** Gives the browser tests' server a fresh PostgreSQL database when E2E_DATABASE_URL is set. */
import { recreateDatabase } from "../../src/test/pg.ts";

const target = process.env.E2E_DATABASE_URL;
if (target) {
  const url = new URL(target);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  await recreateDatabase(process.env.TEST_DATABASE_URL ?? url.href, name);
}
