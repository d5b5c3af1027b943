/**
 * After every navigation: marks <html data-reveal="…"> with the reveal keys on for this visitor,
 * so that CSS can show the navigation entries hidden behind them (see src/css/custom.css), and
 * remembers the language the visitor reads the site in.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {activeRevealKeys} from '@site/src/lib/reveal';
import {browserStorage, STORAGE_KEYS, writeString} from '@site/src/lib/storage';
import type {Settings} from '@interlinear/shared/settings';

const settings = siteConfig.customFields!.settings as Settings;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const store = browserStorage();
    const keys = activeRevealKeys(settings.features.reveal, location.search, store);
    document.documentElement.dataset.reveal = keys.join(' ');
    // The web app reads this key to open in the language the visitor last read the site in.
    writeString(store, STORAGE_KEYS.language, i18n.currentLocale);
  },
};

export default clientModule;
