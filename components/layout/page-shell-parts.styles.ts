// The stylesheets of the header and footer, which hydrate after the page (decision 033): their
// components are not first-load code, so the server HTML's classes are asked for here. Every module
// the two import, directly or through their parts (the browser test "static islands" finds any
// class left out). The phone menu's panel loads with its own stylesheet.
import './header-search.module.scss';
import './mobile-menu.module.scss';
import './more-menu.module.scss';
import './site-footer.module.scss';
import './site-header.module.scss';
import './wordmark.module.scss';
