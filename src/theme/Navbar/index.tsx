/**
 * Wraps the theme's navbar to hydrate it in a task of its own (see DeferredHydration); the
 * navbar itself is unchanged.
 */
import Navbar from '@theme-original/Navbar';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

export default deferHydration(Navbar, '#__docusaurus > nav.navbar');
