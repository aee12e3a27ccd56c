import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHAT_SCRIPT_ID, LiveChat } from './live-chat.tsx';

const VENDOR = 'https://chat.vendor.example/widget.js';

describe('<LiveChat> (decision 041)', () => {
  afterEach(() => {
    document.getElementById(LIVE_CHAT_SCRIPT_ID)?.remove();
  });

  it("loads the host's widget with the visitor's name and e-mail, and removes it on unmount", () => {
    const view = render(<LiveChat scriptUrl={VENDOR} name="Jan Doradca" email="doradca@demo.localhost" />);
    const script = document.getElementById(LIVE_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
    expect(script?.getAttribute('src')).toBe(VENDOR);
    expect(script?.dataset.visitorName).toBe('Jan Doradca');
    expect(script?.dataset.visitorEmail).toBe('doradca@demo.localhost');
    expect(window.liveChatVisitor).toEqual({ name: 'Jan Doradca', email: 'doradca@demo.localhost' });
    view.unmount();
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).toBeNull();
    expect(window.liveChatVisitor).toBeUndefined();
  });

  it('loads nothing when the host has no live chat', () => {
    render(<LiveChat scriptUrl={null} name="Jan" email="jan@x.pl" />);
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).toBeNull();
    expect(document.querySelectorAll('script[src^="https://"]')).toHaveLength(0);
    expect(window.liveChatVisitor).toBeUndefined();
  });

  it('follows a change of the setting (a publish) without a reload', () => {
    const view = render(<LiveChat scriptUrl={VENDOR} name="Jan" email="jan@x.pl" />);
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).not.toBeNull();
    view.rerender(<LiveChat scriptUrl={null} name="Jan" email="jan@x.pl" />);
    expect(document.getElementById(LIVE_CHAT_SCRIPT_ID)).toBeNull();
  });
});
