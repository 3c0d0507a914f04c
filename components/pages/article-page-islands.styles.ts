// The stylesheets of the article page's static islands (decision 032): their components never
// reach the browser, so their CSS modules are asked for here. Every module the islands' components
// import, directly or through their parts (the browser test "static islands" finds any class left out).
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/article/article-body.module.scss';
import '@/components/article/article-neighbours.module.scss';
import '@/components/article/article-parts.module.scss';
import '@/components/article/linked-games.module.scss';
import '@/components/article/live-updates.module.scss';
import '@/components/article/in-body-ads.module.scss';
import '@/components/banners/banner-lists.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/ranking/amazon-ranking-widget.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
