// The stylesheets of a game page's static islands (game-islands.tsx): their components never reach
// the browser, so their CSS modules are asked for here. Every module the islands' components
// import, directly or through their parts (the browser test "static islands" finds any class left out).
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import './game-header.module.scss';
import './game-image-grid.module.scss';
import './game-rail.module.scss';
import './game-video-list.module.scss';
import './game-series.module.scss';
