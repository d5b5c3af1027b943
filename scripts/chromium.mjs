/**
 * Browser tests drive Debian's Chromium; Playwright cannot download a browser here. Installs the
 * `chromium` package with apt when it is missing and we are root, else explains what to do.
 */
import {ensureDebianProgram} from '@interlinear/shared/node/debian';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  return ensureDebianProgram({path: chromiumPath(), pkg: 'chromium', name: 'Chromium', variable: 'CHROMIUM_PATH'});
}

/**
 * Fonts for every script the site is written in, as a reader's phone has them (Android ships the
 * Noto families). Without them Chromium draws Devanagari, Arabic and CJK as empty boxes, after
 * asking fontconfig in vain for every run of text: a fresh browser's first layout of a Hindi or
 * Japanese page then took two to three times as long, which no reader pays. The benchmarks and
 * the screenshots call this, and so does `npm test`: a browser test checks that each language is
 * drawn with the face made for it.
 */
export function ensureReaderFonts() {
  const noto = '/usr/share/fonts';
  ensureDebianProgram({
    path: `${noto}/truetype/noto/NotoSansDevanagari-Regular.ttf`,
    pkg: 'fonts-noto-core',
    name: 'The Noto fonts for Devanagari and Arabic',
  });
  ensureDebianProgram({
    path: `${noto}/opentype/noto/NotoSansCJK-Regular.ttc`,
    pkg: 'fonts-noto-cjk',
    name: 'The Noto CJK fonts',
  });
}
