/**
 * Wraps the theme's desktop sidebar to hydrate it in a task of its own (see DeferredHydration).
 * On a phone the page hides it, so it waits for an idle moment, and the theme drops it for the
 * phone menu before then: a phone never hydrates it.
 */
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(DocSidebarDesktop, '.theme-doc-sidebar-container > div > div');
