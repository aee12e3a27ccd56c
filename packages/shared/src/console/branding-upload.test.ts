import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { checkBrandingUpload, sniffBrandingImage } from './branding-upload.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const ICO = Uint8Array.from([0, 0, 1, 0, 1, 0, 0x10, 0x10, 0, 0, 1, 0]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const RIFF_WAVE = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);

describe('sniffBrandingImage', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
    [ICO, 'image/x-icon'],
    [SVG, undefined],
    [RIFF_WAVE, undefined],
    [new Uint8Array(), undefined],
  ])('%#: %s', (head, expected) => {
    expect(sniffBrandingImage(head)).toBe(expected);
  });
});

describe('checkBrandingUpload', () => {
  it('accepts a PNG logo, a JPEG inverse logo and an ICO favicon', () => {
    expect(checkBrandingUpload('logo', { fileName: 'acme-logo.PNG', size: 20_000, head: PNG })).toBeUndefined();
    expect(checkBrandingUpload('logoInverse', { fileName: 'acme.jpeg', size: 20_000, head: JPEG })).toBeUndefined();
    expect(checkBrandingUpload('logo', { fileName: 'acme.webp', size: 20_000, head: WEBP })).toBeUndefined();
    expect(checkBrandingUpload('favicon', { fileName: 'favicon.ico', size: 4_000, head: ICO })).toBeUndefined();
  });

  it('refuses SVG (it can carry script), naming what is allowed', () => {
    const failure = checkBrandingUpload('logo', { fileName: 'logo.svg', size: 2_000, head: SVG });
    expect(failure).toEqual({ key: 'console:checks.uploadType', params: { types: 'PNG, JPG, JPEG, WEBP' } });
    expect(translate('en', failure?.key as string, failure?.params)).toBe(
      'This kind of file is not supported. Allowed: PNG, JPG, JPEG, WEBP.',
    );
  });

  it('refuses a JPEG favicon and a favicon over 256 KB', () => {
    expect(checkBrandingUpload('favicon', { fileName: 'f.jpg', size: 1_000, head: JPEG })?.key).toBe(
      'console:checks.uploadType',
    );
    expect(checkBrandingUpload('favicon', { fileName: 'f.png', size: 256 * 1024 + 1, head: PNG })).toEqual({
      key: 'console:checks.uploadTooLarge',
      params: { max: '256 KB' },
    });
  });

  it('refuses an empty file and a logo over 1 MB', () => {
    expect(checkBrandingUpload('logo', { fileName: 'l.png', size: 0, head: PNG })?.key).toBe(
      'console:checks.uploadEmpty',
    );
    expect(checkBrandingUpload('logo', { fileName: 'l.png', size: 1024 * 1024 + 1, head: PNG })?.key).toBe(
      'console:checks.uploadTooLarge',
    );
  });

  it('refuses a name whose extension does not match the bytes', () => {
    expect(checkBrandingUpload('logo', { fileName: 'logo.png', size: 1_000, head: JPEG })).toEqual({
      key: 'console:checks.uploadExtension',
      params: { types: 'JPG, JPEG' },
    });
    expect(checkBrandingUpload('logo', { fileName: 'logo', size: 1_000, head: PNG })?.key).toBe(
      'console:checks.uploadExtension',
    );
  });
});
