/**
 * Headers of the engine's HTTP contract beside the JSON body. The browser never calls the engine:
 * the shop's server does, so it names the golfer's address, and proves it is the shop with the
 * shared site key (ENGINE_SITE_KEY on both sides); the engine believes the address only then.
 * See docs/decisions/0010-accounts-sessions-and-throttling.md.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Fairway-Client-Address';
export const SITE_KEY_HEADER = 'X-Fairway-Site-Key';
