import {describe, expect, it} from 'vitest';
import {appCodes, qrSvg} from './qr';

describe('qrSvg', () => {
  it('makes an SVG for an absolute address', async () => {
    const svg = await qrSvg('https://apps.example/app/1');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
  });
  it('refuses a relative address, which a phone could not open', async () => {
    await expect(qrSvg('/download/')).rejects.toThrow(/absolute/);
  });
  it('makes one code per store', async () => {
    const codes = await appCodes({iosApp: 'https://a.example/i', androidApp: 'https://a.example/a'});
    expect(codes.ios).not.toEqual(codes.android);
  });
});
