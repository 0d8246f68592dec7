import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // One request context per request, built by middleware (session, locale, cookies to set).
  future: { v8_middleware: true },
} satisfies Config;
