/** Where the engine serves its drawn pictures (http/images.ts); the site re-serves them. */
export function clubImage(key: string): string {
  return `/images/clubs/${key}.svg`;
}

export function regionImage(key: string): string {
  return `/images/regions/${key}.svg`;
}

export const PRESTIGE_BADGE = '/images/prestige.svg';
