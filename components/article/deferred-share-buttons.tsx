import type { ComponentType } from 'react';
import { useAmpLeaves } from '@/components/leaves/leaves-context';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';
import type * as ShareButtonsModule from './share-buttons';
import './share-buttons.module.scss';

type ShareButtonsProps = { url: string; title: string };

// A server-only branch (see hydrateWhenWanted): the browser build drops it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const onServer = typeof window === 'undefined' ? (require('./share-buttons') as typeof ShareButtonsModule).ShareButtons : null;
const load = () => import('./share-buttons').then((module) => module.ShareButtons);

/**
 * The share buttons, hydrated after the page (decision 033): the copy button and the phone's share
 * sheet need their code only when a reader reaches for them. One name per place on the page. The
 * AMP document runs no script, so its leaves give them as they are.
 */
function deferredShareButtons(name: string): ComponentType<ShareButtonsProps> {
  const Deferred = hydrateWhenWanted(name, load, onServer);
  return function DeferredShareButtons(props: ShareButtonsProps) {
    const amp = useAmpLeaves();
    return amp ? <amp.ShareButtons {...props} /> : <Deferred {...props} />;
  };
}

export const HeaderShareButtons = deferredShareButtons('share-buttons-header');
export const EndShareButtons = deferredShareButtons('share-buttons-end');
