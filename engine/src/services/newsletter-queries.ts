/** The newsletter's subscribers. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { newsletter } from '../db/schema.ts';

/** Adds the address unless it is there in any case; true when it was added. */
export async function subscribe(
  executor: Executor,
  email: string,
  locale: string,
): Promise<boolean> {
  const inserted = await executor
    .insert(newsletter)
    .values({ email, locale })
    .onConflictDoNothing()
    .returning({ id: newsletter.id });
  return inserted.length > 0;
}

export async function isSubscribed(executor: Executor, email: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: newsletter.id })
    .from(newsletter)
    .where(sql`lower(${newsletter.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

/** Takes the address off the list, whatever its case; true when it was there. */
export async function unsubscribe(executor: Executor, email: string): Promise<boolean> {
  const removed = await executor
    .delete(newsletter)
    .where(sql`lower(${newsletter.email}) = lower(${email})`)
    .returning({ id: newsletter.id });
  return removed.length > 0;
}
