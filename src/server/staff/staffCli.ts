// `npm run staff -- add EMAIL | remove EMAIL | list` in the shop's database (docs/staff.md, with the
// exit codes: 0 done, 1 a failure, 2 wrong usage or an invalid email).
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import { createStaffList, validEmail } from './staffList';

const USAGE = 'Usage: npm run staff -- add EMAIL | remove EMAIL | list';

/** Wrong usage or input: exit code 2, with the usage after the message. */
class UsageError extends Error {}

/** Refused for the data (not on the list): exit code 1, the message alone. */
class StaffCliError extends Error {}

type Command = { name: 'add' | 'remove'; email: string } | { name: 'list' };

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'list') {
    if (rest.length > 0) throw new UsageError(`'list' takes no arguments, got '${rest.join(' ')}'.`);
    return { name };
  }
  if (name === 'add' || name === 'remove') {
    if (rest.length !== 1) throw new UsageError(`'${name}' needs exactly one email address.`);
    const email = validEmail(rest[0] ?? '');
    if (!email) throw new UsageError(`'${rest[0] ?? ''}' is not an email address.`);
    return { name, email };
  }
  throw new UsageError(name === undefined ? 'Say what to do.' : `Unknown command '${name}'.`);
}

/** '2026-11-26 17:05:09 UTC' */
const shownTime = (time: Date): string => `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const staff = createStaffList(db);
    if (command.name === 'list') {
      const members = await staff.list();
      for (const member of members) console.log(`${member.email}\t${shownTime(member.addedAt)}`);
      if (members.length === 0) console.error('No staff yet. Add someone with: npm run staff -- add EMAIL');
    } else if (command.name === 'add') {
      const result = await staff.add(command.email);
      console.log(
        result === 'added'
          ? `Added ${command.email} to the staff. They sign in as any shopper does, with that email verified.`
          : `${command.email} is on the staff already.`,
      );
    } else {
      if (!(await staff.remove(command.email)))
        throw new StaffCliError(`${command.email} is not on the staff; nothing changed. See: npm run staff -- list`);
      console.log(`Removed ${command.email} from the staff, from their next request on.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof StaffCliError || error instanceof ConfigError || error instanceof DatabaseStartError)
    console.error(error.message);
  else console.error(`The staff command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
