import { createContext, type ReactNode, useContext } from 'react';

const FrameContext = createContext(false);

/**
 * Marks what is inside a page frame (the branded `PageShell` or the signed-in app shell), so a
 * route that needs a frame only when it has none (a failed route check) never draws a second
 * header and footer inside the first.
 */
export function InsideFrame({ children }: { children: ReactNode }) {
  return <FrameContext.Provider value={true}>{children}</FrameContext.Provider>;
}

/** Whether a page frame is already around this component. */
export function useInsideFrame(): boolean {
  return useContext(FrameContext);
}
