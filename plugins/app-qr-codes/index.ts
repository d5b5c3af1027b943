/**
 * Generates the QR codes of the iOS and Android app addresses at build time, from the settings,
 * into a data module that the footer loads lazily (`@generated/app-qr-codes/default/codes.json`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Settings} from '@interlinear/shared/settings';
import {appCodes, type AppCodes} from './qr';

export default function appQrCodesPlugin(context: LoadContext): Plugin<AppCodes> {
  const settings = context.siteConfig.customFields!.settings as Settings;
  return {
    name: 'app-qr-codes',
    async loadContent() {
      try {
        return await appCodes(settings.stores);
      } catch (error) {
        throw new Error('Could not generate the app QR codes for the footer', {cause: error});
      }
    },
    async contentLoaded({content, actions}) {
      await actions.createData('codes.json', JSON.stringify(content));
    },
  };
}
