/**
 * The operator's command-line tool, on the same database as the server (same environment).
 *
 *   codes create --days 30 [--count 10] [--expires 2027-01-31T00:00:00Z]
 *   codes list
 *   packages list
 *   packages add --id chars-100m --characters 100000000 --price 89.99 [--currency USD]
 *   packages withdraw --id chars-2m
 *   users list
 *   users grant-pro --email reader@example.com --days 30
 *   orders list [--status pending]
 *   orders mark-paid <order id>
 *   orders refund <order id>          (through Stripe when its keys are set, else the test checkout)
 *   migrate
 */
import {parseArgs} from 'node:util';
import {readConfig} from './config.ts';
import {openDb, type Db} from './db/connect.ts';
import {migrate} from './db/migrations.ts';
import {adminCommand} from './adminCommands.ts';
import {stripeProvider, testProvider} from './payments.ts';

const [group = '', action = '', ...rest] = process.argv.slice(2);
const {values, positionals} = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    days: {type: 'string'},
    count: {type: 'string'},
    expires: {type: 'string'},
    id: {type: 'string'},
    characters: {type: 'string'},
    price: {type: 'string'},
    currency: {type: 'string'},
    email: {type: 'string'},
    status: {type: 'string'},
  },
});

let db: Db | undefined;
try {
  const config = readConfig();
  db = openDb(config);
  await migrate(db.kysely);
  const payments = config.stripe ? stripeProvider(config.stripe) : testProvider(db);
  const output = await adminCommand(db, group, action, values, positionals, payments);
  process.stdout.write(`${output}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db?.kysely.destroy();
}
