/**
 * Wraps the theme's doc breadcrumbs to hydrate them in a task of their own (see
 * DeferredHydration); they are unchanged.
 */
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(DocBreadcrumbs, '.theme-doc-breadcrumbs');
