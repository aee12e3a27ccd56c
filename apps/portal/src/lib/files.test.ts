import { describe, expect, it } from 'vitest';
import { checkUpload, fileNameFor } from './files.ts';

describe('files', () => {
  it('names a file known only by an id from its type', () => {
    expect(fileNameFor('dokument-2', { type: 'application/pdf' })).toBe('dokument-2.pdf');
    expect(fileNameFor('dokument-1', { type: 'image/jpeg' })).toBe('dokument-1.jpg');
    expect(fileNameFor('plik', { type: 'image/png; charset=binary' })).toBe('plik.png');
    expect(fileNameFor('plik', { type: '' })).toBe('plik');
  });

  it('checks an upload the way the API does, before it starts', () => {
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(checkUpload({ name: 'scan.PNG', type: '', size: 10 })).toBeNull();
    expect(checkUpload({ name: 'a.html', type: 'text/html', size: 10 })).toBe('fileUnsupportedType');
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('fileTooLarge');
  });
});
