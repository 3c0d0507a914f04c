// The stylesheets of the article's header, which hydrates after the page (decision 033): every
// module it imports, directly or through its parts, asked for here for the server HTML's classes.
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import './article-parts.module.scss';
import './share-buttons.module.scss';
