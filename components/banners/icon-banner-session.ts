import { sessionClose } from './session-close';

/** sessionStorage key: the reader closed the icon banner in this browser session. */
export const ICON_BANNER_CLOSED_KEY = 'playnote:icon-banner-closed';

const iconBannerClose = sessionClose(ICON_BANNER_CLOSED_KEY);

/** Closes the icon banner for the whole session: every page, client navigations and full loads. */
export const closeIconBannerForSession = iconBannerClose.close;

/** Whether the icon banner may show (never on the server: a closed banner never flashes). */
export const useIconBannerAllowed = iconBannerClose.useAllowed;

/** Tests: forget the in-memory close. */
export const resetIconBannerSessionForTests = iconBannerClose.resetForTests;
