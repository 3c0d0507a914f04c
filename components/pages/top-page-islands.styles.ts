// The stylesheets of the top page's static islands (decision 032): their components never reach
// the browser, so their CSS modules are asked for here. Every module the islands' components import,
// directly or through their parts (the browser test "static islands" finds any class left out).
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/banners/banner-lists.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/banners/movie-banner.module.scss';
import '@/components/pages/top-page-category.module.scss';
import '@/components/pages/top-page-lead.module.scss';
import '@/components/pages/top-page-rail.module.scss';
import '@/components/pages/top-page-sections.module.scss';
import '@/components/ranking/amazon-ranking-widget.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/special/pr-label.module.scss';
import '@/components/special/thumbnail-tiles.module.scss';
import '@/components/special/titled-section.module.scss';
