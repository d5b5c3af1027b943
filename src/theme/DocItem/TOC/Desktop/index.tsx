/**
 * Wraps the theme's desktop table of contents to hydrate it in a task of its own (see
 * DeferredHydration). On a phone the page hides it, so it waits for an idle moment, and the theme
 * drops it for the collapsible one before then: a phone never hydrates it.
 */
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(DocItemTOCDesktop, '.theme-doc-toc-desktop');
