import { useEffect, useState } from 'react';

/**
 * `opened`, but false on the first render: for a dialog that mounts already asked to open (a lazy
 * chunk loaded on the first click), so that it opens as a change, as if it had been there all
 * along. Mantine's modal remembers the element to give focus back to when it opens; mounted open,
 * it had none, and closing it left the focus on the page's body.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
