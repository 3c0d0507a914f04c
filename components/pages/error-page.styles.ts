// The stylesheets of an error answer's page, which hydrates after the page (decisions 033 and 034):
// its component is not first-load code, so the server HTML's classes are asked for here.
// styles-of: ./error-page.tsx
import '@/components/ads/ad-slot.module.scss';
import '@/components/ads/ad-region.module.scss';
import '@/components/ads/out-of-flow-ads.module.scss';
import '@/components/layout/page-shell.module.scss';
import '@/components/layout/header-search.module.scss';
import '@/components/layout/mobile-menu.module.scss';
import '@/components/layout/more-menu.module.scss';
import '@/components/layout/site-footer.module.scss';
import '@/components/layout/site-header.module.scss';
import '@/components/layout/wordmark.module.scss';
import '@/components/search/search-form.module.scss';
import './error-page.module.scss';
