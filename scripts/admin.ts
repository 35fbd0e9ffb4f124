/**
 * Staff accounts from the command line:
 *   npm run admin:create -- --username NAME      (password from ADMIN_PASSWORD or standard input)
 *   npm run admin:password -- --username NAME
 * With the embedded database this refuses to run while a server holds the data folder.
 */
import { changePassword, createUser, AccountError } from "../src/server/staff/accounts.server.ts";
import { parseConfig } from "../src/server/config.server.ts";
import { openDatabase } from "../src/server/db/client.server.ts";
import { runCommand } from "./command.ts";

const [command, ...rest] = process.argv.slice(2);
const usernameIndex = rest.indexOf("--username");
const username = usernameIndex >= 0 ? rest[usernameIndex + 1] : undefined;
if ((command !== "create" && command !== "password") || !username) {
  console.error("Usage: npm run admin:create -- --username NAME   |   npm run admin:password -- --username NAME");
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write("Password (input is not hidden; pipe it in to keep it off the screen): ");
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.replace(/\r?\n$/, "");
}

await runCommand(async () => {
  const config = parseConfig();
  const password = await readPassword();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === "create") await createUser(handle.db, username, password);
    else await changePassword(handle.db, username, password);
  } finally {
    await handle.close();
  }
  console.log(command === "create" ? `Created the account ${username}.` : `Changed the password of ${username}.`);
}, [AccountError]);
