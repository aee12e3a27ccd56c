import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A dialog whose chunk loads when it is first opened (decisions 077, 078): `mounted` turns true
 * then and stays true, so the dialog keeps its closing transition; the dialog itself opens once
 * mounted (`useOpenedAfterMount`), so it gives the focus back.
 */
export function useDialogOnDemand() {
  const [opened, { open, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  return {
    opened,
    mounted,
    open: () => {
      setMounted(true);
      open();
    },
    close,
  };
}
