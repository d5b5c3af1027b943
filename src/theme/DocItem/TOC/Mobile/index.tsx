/**
 * Wraps the theme's collapsible table of contents (the phone's) to hydrate it in a task of its own
 * (see DeferredHydration); it is unchanged.
 */
import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(DocItemTOCMobile, '.theme-doc-toc-mobile');
