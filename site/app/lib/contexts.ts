import { createContext } from 'react-router';
import type { RequestContext } from './context.server.ts';

/** Session, locale and credentials, built once per request by the locale layout's middleware. */
export const requestContextKey = createContext<RequestContext | null>(null);
