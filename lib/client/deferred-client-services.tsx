import { useState } from 'react';
import { deferredModule, useModuleAfterLoad } from './deferred-module';
import type { ClientServicesProps } from './client-services';

// Not first-load JS (issue 18): requested once the page has loaded (decision 027), so neither it
// nor the gpt.js it adds holds up the page's load event or competes with its images.
const clientServices = deferredModule(() => import('./client-services'));

/**
 * The client services once their chunk has loaded. A component of its own so that the chunk's
 * arrival re-renders only this, not the page: the whole page re-rendering then was one long task
 * (about 100 ms on the bench machine, 400 ms under Lighthouse's phone throttling).
 */
export function DeferredClientServices(props: ClientServicesProps) {
  const ClientServices = useModuleAfterLoad(clientServices, true)?.default;
  // The page the document loaded, kept from the first render: a reader who moves on before the
  // chunk comes must not have that page's load measured as the next one's.
  const [loadedPage] = useState(props.webVitalsPage);
  return ClientServices ? <ClientServices {...props} webVitalsPage={loadedPage} /> : null;
}
