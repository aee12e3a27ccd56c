import { useEffect } from 'react';

/**
 * The broker's live chat (spec §6; issue 17, item 10; decision 041): a host setting of the
 * console (vendor script URL, on/off). It loads only on pages of a host whose setting is on,
 * with the signed-in visitor's name and e-mail; the edge allows the vendor's origin in that
 * host's Content-Security-Policy only. Anywhere else the script is not even requested.
 */
export const LIVE_CHAT_SCRIPT_ID = 'wl-live-chat';

declare global {
  interface Window {
    /** Read by the chat widget when it starts. */
    liveChatVisitor?: { name: string; email: string };
  }
}

export function LiveChat({ scriptUrl, name, email }: { scriptUrl: string | null; name: string; email: string }) {
  useEffect(() => {
    if (!scriptUrl) return;
    window.liveChatVisitor = { name, email };
    if (document.getElementById(LIVE_CHAT_SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = LIVE_CHAT_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    script.dataset.visitorName = name;
    script.dataset.visitorEmail = email;
    document.body.append(script);
    return () => {
      script.remove();
      delete window.liveChatVisitor;
    };
  }, [scriptUrl, name, email]);
  return null;
}
