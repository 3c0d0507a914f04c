import { getFetchSource } from '@/api-clients/content-api';
import { getServerEnv } from '@/foundation/env/server-env';
import { createCoalescer } from '@/lib/calendar/coalesce';
import type { CalendarDeps } from './calendar-feeds';

const coalesce = createCoalescer();

/** The process's calendar handler deps: the site's source fetcher (and its cache), the CDN setting. */
export function getCalendarDeps(): CalendarDeps {
  return { fetchSource: getFetchSource(), coalesce, revalidateSeconds: getServerEnv().REVALIDATE_SECONDS };
}
