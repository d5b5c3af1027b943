import QRCode from 'qrcode';

export interface AppCodes {
  /** SVG markup of the QR code for each store address. */
  readonly ios: string;
  readonly android: string;
}

/** A QR code as compact SVG markup; medium error correction survives a scuffed phone screen. */
export async function qrSvg(text: string): Promise<string> {
  if (!/^https?:\/\//.test(text)) {
    throw new Error(`A QR code needs an absolute http(s) address, got "${text}"`);
  }
  return QRCode.toString(text, {type: 'svg', errorCorrectionLevel: 'M', margin: 2});
}

export async function appCodes(stores: {iosApp: string; androidApp: string}): Promise<AppCodes> {
  const [ios, android] = await Promise.all([qrSvg(stores.iosApp), qrSvg(stores.androidApp)]);
  return {ios, android};
}
