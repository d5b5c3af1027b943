/**
 * Wraps the theme's previous/next links under a doc to hydrate them in a task of their own (see
 * DeferredHydration); they are unchanged.
 */
import DocItemPaginator from '@theme-original/DocItem/Paginator';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(DocItemPaginator, '.pagination-nav');
