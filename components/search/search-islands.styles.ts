// The stylesheets of the search page's static islands (search-islands.tsx): their components never
// reach the browser, so their CSS modules are asked for here. Every module the islands' components
// import, directly or through their parts (the browser test "static islands" finds any class left out).
import './no-results.module.scss';
import './result-list.module.scss';
import './search-lead.module.scss';
import './search-suggestions.module.scss';
import './search-type-tabs.module.scss';
