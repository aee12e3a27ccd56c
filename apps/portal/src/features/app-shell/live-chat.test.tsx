import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isLiveChatAllowed, LIVE_CHAT_SCRIPT_ID, LIVE_CHAT_SCRIPT_URL, LiveChat } from './live-chat.tsx';

describe('isLiveChatAllowed (spec §6)', () => {
  it.each(['http://localhost:3000', 'http://inwestor.demo.localhost:3000', 'http://localhost:3000/'])(
    'allows %s',
    (origin) => {
      expect(isLiveChatAllowed(origin)).toBe(true);
    },
  );

  it.each([
    'http://demo.localhost:3000',
    'http://custom.localhost:3000',
    'https://localhost:3000',
    'http://localhost:3101',
    'http://localhost',
    'http://localhost:3000.evil.com',
    'http://inwestor.demo.localhost:3000.example.com',
    'https://broker.example.com',
    '',
  ])('refuses %s', (origin) => {
    expect(isLiveChatAllowed(origin)).toBe(false);
  });
});

describe('<LiveChat>', () => {
  afterEach(() => {
    document.getElementById(LIVE_CHAT_SCRIPT_ID)?.remove();
  });

  it("loads the widget with the visitor's name and e-mail on an allowed origin, and removes it on unmount", () => {
    const view = render(<LiveChat name="Jan Doradca" email="doradca@demo.localhost" origin="http://localhost:3000" />);
    const script = document.getElementById(LIVE_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
    expect(script?.getAttribute('src')).toBe(LIVE_CHAT_SCRIPT_URL);
    expect(script?.dataset.visitorName).toBe('Jan Doradca');
    expect(script?.dataset.visitorEmail).toBe('doradca@demo.localhost');
    expect(window.liveChatVisitor).toEqual({ name: 'Jan Doradca', email: 'doradca@demo.localhost' });
    view.unmount();
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).toBeNull();
    expect(window.liveChatVisitor).toBeUndefined();
  });

  it('loads nothing anywhere else', () => {
    render(<LiveChat name="Jan" email="jan@x.pl" origin="http://demo.localhost:3000" />);
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).toBeNull();
    expect(document.querySelector(`script[src="${LIVE_CHAT_SCRIPT_URL}"]`)).toBeNull();
    expect(window.liveChatVisitor).toBeUndefined();
  });
});
