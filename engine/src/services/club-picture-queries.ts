import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clubs } from '../db/schema.ts';
import type { ClubPictureData } from './club-picture-rules.ts';

/** What a club's picture is drawn from; null for a key no club has. */
export async function clubPictureData(db: Executor, key: string): Promise<ClubPictureData | null> {
  const [row] = await db
    .select({ key: clubs.key, lat: clubs.lat, description: clubs.description })
    .from(clubs)
    .where(eq(clubs.key, key))
    .limit(1);
  return row ? { key: row.key, lat: row.lat, description: row.description.en } : null;
}
