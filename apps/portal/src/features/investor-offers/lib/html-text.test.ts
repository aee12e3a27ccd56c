import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps plain text as it is', () => {
    expect(htmlToText('  Obligacje 12M\nco kwartał ')).toBe('Obligacje 12M\nco kwartał');
  });

  it('shows sanitised HTML as text with its paragraphs and line breaks', () => {
    expect(htmlToText('<p>Pierwszy <strong>akapit</strong></p><p>Drugi<br>wiersz &amp; więcej</p>')).toBe(
      'Pierwszy akapit\nDrugi\nwiersz & więcej',
    );
  });

  it('never turns markup into elements, and leaves scripts and styles out', () => {
    expect(htmlToText('<img src=x onerror="alert(1)">Tekst<script>alert(2)</script><style>p{}</style>')).toBe('Tekst');
  });
});
