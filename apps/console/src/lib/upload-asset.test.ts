import { describe, expect, it } from 'vitest';
import { acceptFor, uploadBrandingAsset, uploadLegalDocument } from './upload-asset.ts';

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];

describe('uploading a branding image', () => {
  it('offers only the kind’s image types in the file picker', () => {
    expect(acceptFor('favicon')).toBe('image/png,image/x-icon,.png,.ico');
    expect(acceptFor('logo')).toBe('image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp');
  });

  // Refused before any request: in this test no edge listens, so a file that reached fetch would
  // come back as a network failure (message null), not as the translated reason.
  it('refuses in the operator’s language what the shared check refuses, before sending anything', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png');
    expect(await uploadBrandingAsset('logo', svg, 'pl')).toEqual({
      ok: false,
      message: 'Ten rodzaj pliku nie jest obsługiwany. Dozwolone: PNG, JPG, JPEG, WEBP.',
    });
    const renamed = new File([new Uint8Array(jpegHead)], 'logo.png');
    expect(await uploadBrandingAsset('logo', renamed, 'en')).toEqual({
      ok: false,
      message: 'The file name extension does not match its content (expected: JPG, JPEG).',
    });
    const bigFavicon = new File([new Uint8Array(pngHead), new Uint8Array(300 * 1024)], 'favicon.png');
    expect(await uploadBrandingAsset('favicon', bigFavicon, 'en')).toEqual({
      ok: false,
      message: 'The file is too large: at most 256 KB.',
    });
    expect(await uploadBrandingAsset('logo', new File([], 'logo.png'), 'en')).toEqual({
      ok: false,
      message: 'The file is empty.',
    });
  });
});

describe('uploading a legal document (decision 043)', () => {
  // As above: no edge listens, so only a refusal made before sending comes back with a message.
  it('refuses what is not a .pdf starting like one, and what is over 5 MB, before sending anything', async () => {
    const html = new File(['<html>terms</html>'], 'regulamin.pdf');
    expect(await uploadLegalDocument(html, 'pl')).toEqual({
      ok: false,
      message: 'Ten rodzaj pliku nie jest obsługiwany. Dozwolone: PDF.',
    });
    const renamed = new File(['%PDF-1.7\n'], 'terms.docx');
    expect((await uploadLegalDocument(renamed, 'en')).ok).toBe(false);
    const large = new File(['%PDF-1.7\n', new Uint8Array(5 * 1024 * 1024)], 'terms.pdf');
    expect(await uploadLegalDocument(large, 'en')).toEqual({
      ok: false,
      message: 'The file is too large: at most 5 MB.',
    });
  });
});
