// The stylesheets of an error answer's page, which hydrates after the page (decision 033): its
// component is not first-load code, so the server HTML's classes are asked for here (the header,
// footer and ad regions come with every page's PageShell).
import './error-page.module.scss';
import '@/components/search/search-form.module.scss';
