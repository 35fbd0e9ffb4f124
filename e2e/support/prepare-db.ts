/** Gives the browser tests' server a fresh PostgreSQL database when E2E_DATABASE_URL is set. */
import postgres from "postgres";

const target = process.env.E2E_DATABASE_URL;
if (target) {
  const url = new URL(target);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = postgres(process.env.TEST_DATABASE_URL ?? url.href, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
}
