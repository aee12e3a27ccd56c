import type { Database } from '@wl/db';

/**
 * "Nothing written" as the database sees it: a row trigger on every table of the test's own
 * database notes each committed insert, update and delete in `fuzz_write`. A refused request
 * must leave no note; a rolled-back transaction leaves none either, as it wrote nothing.
 */
export async function installWriteLog(db: Database): Promise<void> {
  await db.$executeRawUnsafe('CREATE TABLE fuzz_write (table_name text NOT NULL, op text NOT NULL)');
  await db.$executeRawUnsafe(`
    CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_write (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  await db.$executeRawUnsafe(`
    DO $$
    DECLARE name text;
    BEGIN
      FOR name IN
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('fuzz_write', '_prisma_migrations')
      LOOP
        EXECUTE format(
          'CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()',
          name);
      END LOOP;
    END $$`);
}

/** The tables of the application (all that the write log watches). */
export async function watchedTables(db: Database): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT event_object_table AS table_name FROM information_schema.triggers
     WHERE trigger_name = 'fuzz_note_write' GROUP BY event_object_table ORDER BY 1`,
  );
  return rows.map((row) => row.table_name);
}

/** The writes since the last call (`table:OP` → rows), and the log emptied. */
export async function takeWrites(db: Database): Promise<Record<string, number>> {
  const rows = await db.$queryRawUnsafe<{ table_name: string; op: string; n: number }[]>(
    `WITH taken AS (DELETE FROM fuzz_write RETURNING table_name, op)
     SELECT table_name, op, count(*)::int AS n FROM taken GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.table_name}:${row.op}`, row.n]));
}
