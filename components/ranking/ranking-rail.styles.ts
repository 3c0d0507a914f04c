// The stylesheets of the ranking rail's island (decision 032): its components never reach the
// browser, so their CSS modules are asked for here (the browser test "static islands" finds any
// class left out).
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
