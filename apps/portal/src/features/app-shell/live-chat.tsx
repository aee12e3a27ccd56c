import { useEffect } from 'react';

/**
 * Spec §6: the third-party live chat loads only on the local dev origin and one demo investor
 * origin, with the visitor's name and e-mail from the active user. Nowhere else is the script
 * even requested. The URL is a placeholder until a vendor is chosen.
 */
export const LIVE_CHAT_ORIGINS: readonly string[] = ['http://localhost:3000', 'http://inwestor.demo.localhost:3000'];
export const LIVE_CHAT_SCRIPT_URL = 'https://live-chat.example.invalid/widget.js';
export const LIVE_CHAT_SCRIPT_ID = 'wl-live-chat';

export function isLiveChatAllowed(origin: string): boolean {
  return LIVE_CHAT_ORIGINS.includes(origin.toLowerCase().replace(/\/+$/, ''));
}

declare global {
  interface Window {
    /** Read by the chat widget when it starts. */
    liveChatVisitor?: { name: string; email: string };
  }
}

export function LiveChat({
  name,
  email,
  origin = window.location.origin,
}: {
  name: string;
  email: string;
  origin?: string;
}) {
  useEffect(() => {
    if (!isLiveChatAllowed(origin)) return;
    window.liveChatVisitor = { name, email };
    if (document.getElementById(LIVE_CHAT_SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = LIVE_CHAT_SCRIPT_ID;
    script.src = LIVE_CHAT_SCRIPT_URL;
    script.async = true;
    script.dataset.visitorName = name;
    script.dataset.visitorEmail = email;
    document.body.append(script);
    return () => {
      script.remove();
      delete window.liveChatVisitor;
    };
  }, [name, email, origin]);
  return null;
}
