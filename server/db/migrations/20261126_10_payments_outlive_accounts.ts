import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';

/**
 * Payments outlive the account that made them (issue #18): an owner may remove an account for good,
 * but the books keep its payments. `payments.user_id` becomes nullable and its foreign key `ON DELETE
 * SET NULL` (it was NOT NULL with `ON DELETE CASCADE`), so deleting a user leaves its payment rows with
 * no link to any person: amount, currency, package, dates and Stripe's own ids only.
 *
 * PostgreSQL changes the column and the constraint in place. SQLite cannot alter a column or a
 * constraint, so it takes SQLite's documented way: with foreign keys off, a new table is made, filled,
 * swapped in under the old name and checked (credit_ledger.payment_id keeps pointing at `payments`).
 * Kysely runs SQLite migrations outside a transaction, which is what lets the pragma take effect.
 */

/** The payments table as migration 20261125_40 made it, with the user column as given. */
function paymentsTable(
  db: Kysely<unknown>,
  name: string,
  userColumn: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>,
) {
  const start = db.schema
    .createTable(name)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  return userColumn(start)
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('stripe_payment_intent_id', 'text', (column) => column.unique())
    .addColumn('stripe_invoice_id', 'text', (column) => column.unique())
    .addColumn('package_type', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount_refunded_cents', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`amount_refunded_cents >= 0`),
    )
    .addColumn('paid_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_100k_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_500k_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('ultra_large_1m_credits', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('paid_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull());
}

const COLUMNS = sql.raw(
  [
    'id',
    'user_id',
    'kind',
    'stripe_payment_intent_id',
    'stripe_invoice_id',
    'package_type',
    'amount_cents',
    'currency',
    'amount_refunded_cents',
    'paid_credits',
    'ultra_large_100k_credits',
    'ultra_large_500k_credits',
    'ultra_large_1m_credits',
    'paid_at',
    'created_at',
    'updated_at',
  ].join(', '),
);

/** SQLite's table swap: foreign keys off, new table filled, old one dropped, new one renamed, checked. */
async function rebuildOnSqlite(
  db: Kysely<unknown>,
  userColumn: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await paymentsTable(trx, 'payments_rebuilt', userColumn).execute();
      await sql`insert into payments_rebuilt (${COLUMNS}) select ${COLUMNS} from payments`.execute(trx);
      await trx.schema.dropTable('payments').execute();
      await trx.schema.alterTable('payments_rebuilt').renameTo('payments').execute();
      await trx.schema.createIndex('payments_user_id').on('payments').column('user_id').execute();
      await trx.schema.createIndex('payments_paid_at').on('payments').column('paid_at').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * PostgreSQL: the foreign key from payments.user_id to users, whatever it is called (the name PostgreSQL
 * gave it, or one a database copied from elsewhere carries), replaced by one that acts as given on delete.
 */
async function replaceUserForeignKeyOnPostgres(
  db: Kysely<unknown>,
  onDelete: 'cascade' | 'set null',
): Promise<void> {
  const found = await sql<{ name: string }>`
    select c.conname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f'
      and c.conrelid = 'payments'::regclass
      and c.confrelid = 'users'::regclass
      and a.attname = 'user_id'`.execute(db);
  for (const { name } of found.rows) {
    await db.schema.alterTable('payments').dropConstraint(name).execute();
  }
  await db.schema
    .alterTable('payments')
    .addForeignKeyConstraint('payments_user_id_fkey', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete(onDelete),
    )
    .execute();
}

export async function up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'sqlite') {
    await rebuildOnSqlite(db, (table) =>
      table.addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('set null')),
    );
    return;
  }
  await db.schema
    .alterTable('payments')
    .alterColumn('user_id', (column) => column.dropNotNull())
    .execute();
  await replaceUserForeignKeyOnPostgres(db, 'set null');
}

/** Back to NOT NULL with cascade: refused while payments of removed accounts exist (they would be lost). */
export async function down(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void> {
  const orphans = await sql<{ n: number }>`select count(*) as n from payments where user_id is null`.execute(
    db,
  );
  if (Number(orphans.rows[0]?.n ?? 0) > 0) {
    throw new Error('Payments of removed accounts exist: the old schema cannot hold them.');
  }
  if (dialect === 'sqlite') {
    await rebuildOnSqlite(db, (table) =>
      table.addColumn('user_id', 'text', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      ),
    );
    return;
  }
  await replaceUserForeignKeyOnPostgres(db, 'cascade');
  await db.schema
    .alterTable('payments')
    .alterColumn('user_id', (column) => column.setNotNull())
    .execute();
}
