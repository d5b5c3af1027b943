/**
 * Wraps the theme's footer to hydrate it in a task of its own (see DeferredHydration); the
 * footer's layout is swizzled separately (./Layout).
 */
import Footer from '@theme-original/Footer';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(Footer, '#__docusaurus > footer');
