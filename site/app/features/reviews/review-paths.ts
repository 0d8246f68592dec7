/** The private area's page that rates a booking (routes.ts; the engine's invitation links here). */
export function reviewPath(reference: string): string {
  return `/private-area/reviews/${reference}`;
}
