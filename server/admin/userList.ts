import { type ExpressionBuilder, sql } from 'kysely';
import type { AdminUserRow, USER_SORTS } from '../../shared/api/adminOverview.ts';
import { isSubscriptionActive } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

/**
 * The All Users table: searched, sorted and paged by the database, so 100,000 accounts answer as fast
 * as 100. The per-user counts (documents, payments) are read for the page's rows only.
 */

type Sort = (typeof USER_SORTS)[number];

export interface UserListQuery {
  search: string;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched as themselves. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Email, first or last name containing the text, in any case. */
function matches(eb: ExpressionBuilder<DatabaseSchema, 'users'>, text: string) {
  const pattern = containing(text);
  const like = (column: 'email' | 'first_name' | 'last_name') =>
    sql<boolean>`lower(coalesce(${eb.ref(column)}, '')) like ${pattern} escape '\\'`;
  return eb.or([like('email'), like('first_name'), like('last_name')]);
}

const SORT_COLUMNS = {
  createdAt: ['created_at'],
  email: ['email'],
  name: ['last_name', 'first_name'],
  credits: ['paid_documents_available'],
} as const satisfies Record<Sort, readonly string[]>;

async function rowsWithCounts(
  db: Database,
  users: {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    subscription_active: number;
    subscription_expires_at: string | null;
    paid_documents_available: number;
    free_documents_used: number;
    created_at: string;
    is_admin: number;
    is_owner: number;
  }[],
  now: Date,
): Promise<AdminUserRow[]> {
  const ids = users.map((user) => user.id);
  if (ids.length === 0) return [];
  const [documents, payments] = await Promise.all([
    db
      .selectFrom('documents')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<number>().as('made'),
        eb.fn.sum<number>(eb.case().when('retention', '=', 'retain').then(1).else(0).end()).as('kept'),
      ])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('made')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  const documentsOf = new Map(documents.map((row) => [row.user_id, row]));
  const paymentsOf = new Map(payments.map((row) => [row.user_id, Number(row.made)]));
  return users.map((user) => {
    const paid = paymentsOf.get(user.id) ?? 0;
    return {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      subscriptionActive: isSubscriptionActive(
        { active: Boolean(user.subscription_active), expiresAt: user.subscription_expires_at },
        now,
      ),
      paidDocumentsAvailable: user.paid_documents_available,
      freeDocumentsUsed: user.free_documents_used,
      documentCount: Number(documentsOf.get(user.id)?.made ?? 0),
      attemptedPayment: paid > 0,
      paymentAttempts: paid,
      summaryExports: Number(documentsOf.get(user.id)?.kept ?? 0),
      createdAt: user.created_at,
      isAdmin: Boolean(user.is_admin || user.is_owner),
      isOwner: Boolean(user.is_owner),
    };
  });
}

const LISTED_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'subscription_active',
  'subscription_expires_at',
  'paid_documents_available',
  'free_documents_used',
  'created_at',
  'is_admin',
  'is_owner',
] as const;

export async function listUsers(db: Database, query: UserListQuery, now: Date) {
  let filtered = db.selectFrom('users');
  if (query.search) filtered = filtered.where((eb) => matches(eb, query.search));
  let page = filtered.select(LISTED_COLUMNS);
  for (const column of SORT_COLUMNS[query.sort]) page = page.orderBy(column, query.order);
  page = page.orderBy('id', query.order);
  const [users, counted] = await Promise.all([
    page
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: await rowsWithCounts(db, users, now),
    total: Number(counted.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The owner's search by email: the 20 closest accounts (the exact address first). */
export async function searchUsersByEmail(db: Database, email: string, now: Date): Promise<AdminUserRow[]> {
  const text = email.trim().toLowerCase();
  const users = await db
    .selectFrom('users')
    .select(LISTED_COLUMNS)
    .where(sql<boolean>`lower(email) like ${containing(text)} escape '\\'`)
    .orderBy((eb) => eb.case().when('email', '=', text).then(0).else(1).end())
    .orderBy('email')
    .limit(20)
    .execute();
  return rowsWithCounts(db, users, now);
}

/** One account as the admin area shows it (after an owner changed it). */
export async function findUserRow(db: Database, id: string, now: Date): Promise<AdminUserRow> {
  const user = await db.selectFrom('users').select(LISTED_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError('not_found', 'No such account.');
  const [row] = await rowsWithCounts(db, [user], now);
  return row as AdminUserRow;
}
