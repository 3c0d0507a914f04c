// The stylesheets of the islands around an article inside a collection (collection-article-islands.tsx):
// their components never reach the browser, so their CSS modules are asked for here. Every module
// the islands' components import, directly or through their parts (the browser test "static
// islands" finds any class left out).
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/article-card.module.scss';
import '@/components/article-card/article-list.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/special/collection-banner.module.scss';
import '@/components/special/pr-label.module.scss';
import '@/components/special/thumbnail-tiles.module.scss';
import '@/components/special/titled-section.module.scss';
