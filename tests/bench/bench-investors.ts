/** Anything that runs a parameterised statement: a pg client or pool. */
interface Queryable {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/**
 * `count` investors of `tenantId` for a bench's offers (`bench-investor-<n>@example.test`, one
 * account each), written in two statements by PostgreSQL itself.
 */
export async function seedBenchInvestors(db: Queryable, tenantId: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO app_user (id, tenant_id, email, first_name, surname, updated_at)
     SELECT gen_random_uuid(), $2, 'bench-investor-' || i || '@example.test', 'Inwestor', 'Nazwisko' || i, now()
       FROM generate_series(1, $1) AS i`,
    [count, tenantId],
  );
  await db.query(
    `INSERT INTO investor (id, tenant_id, user_id, updated_at)
     SELECT gen_random_uuid(), $1, id, now() FROM app_user WHERE email LIKE 'bench-investor-%'`,
    [tenantId],
  );
}
