// pnpm console:create-operator --email ola@example.com [--password …] [--totp] [--role viewer|editor|publisher|admin]
// Creates a console operator in DATABASE_URL's database, or in the embedded one (as db:seed).
import { parseArgs } from 'node:util';
import { createDatabase, migrate, provideDatabaseOrExit } from '@wl/db';
import { CreateOperatorError, createOperator } from '../operators/create-operator.ts';

const usage =
  'Usage: pnpm console:create-operator --email <e-mail> [--password <password>] [--totp] [--role viewer|editor|publisher|admin]';

let options: { email?: string; password?: string; totp?: boolean; role?: string };
try {
  ({ values: options } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      totp: { type: 'boolean' },
      role: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!options.email) {
  console.error(usage);
  process.exit(2);
}

const server = await provideDatabaseOrExit(console.log);
let exitCode = 0;
try {
  await migrate(server.url);
  const { db, pool } = createDatabase(server.url, { max: 2 });
  try {
    const created = await createOperator(db, {
      email: options.email,
      password: options.password,
      totp: options.totp,
      role: options.role,
    });
    console.log(`Created operator ${created.email} (${created.id}), role ${created.role}.`);
    if (created.generatedPassword) console.log(`Password (shown once, store it now): ${created.generatedPassword}`);
    if (created.otpauthUrl) console.log(`TOTP: add this to an authenticator app:\n${created.otpauthUrl}`);
    else console.log('The operator sets up an authenticator app at the first sign-in (a second factor is required).');
  } catch (error) {
    if (!(error instanceof CreateOperatorError)) throw error;
    console.error(error.message);
    exitCode = 1;
  } finally {
    await db.$disconnect();
    await pool.end();
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
