// The stylesheets of the layout's static islands (layout-islands.tsx): their components never reach
// the browser on a page with server props, so their CSS modules are asked for here. Every module the
// islands' components import, directly or through their parts (the browser test "static islands"
// finds any class left out).
import './more-menu.module.scss';
import './mobile-menu.module.scss';
import './site-footer.module.scss';
import './site-header.module.scss';
import './wordmark.module.scss';
