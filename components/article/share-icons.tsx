import type { ShareLink } from '@/foundation/site/share-links';

/** Monochrome service marks (currentColor), so the buttons follow the colour roles in light and dark. */
const ICON_PATHS: Readonly<Record<ShareLink['service'], string>> = {
  x: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  line: 'M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.3.1.7.2.8.5.1.2.1.6 0 .9l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.4-5.4c1.3-1.5 1.9-2.9 1.9-4.4 0-4-4-7.2-9.3-7.2z',
  hatena: 'M5 4h6.2c1.9 0 3.5 1.2 3.5 3.3 0 1.3-.7 2.3-1.8 2.8 1.5.4 2.4 1.6 2.4 3.2 0 2.6-1.9 3.7-4.3 3.7H5zm3.2 2.6v2.8h2.2c.9 0 1.4-.5 1.4-1.4s-.6-1.4-1.4-1.4zm0 5.2v3.1h2.5c1 0 1.6-.6 1.6-1.6s-.6-1.5-1.6-1.5zM17 4h3v8.5h-3zm1.5 10.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z',
};

export function ShareIcon({ service }: { service: ShareLink['service'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[service]} fill="currentColor" />
    </svg>
  );
}
