import { Modal, type ModalProps } from '@mantine/core';
import { useI18n } from '../lib/i18n.tsx';

/**
 * The console's dialog: Mantine's modal whose close button (an icon) has a name in the
 * operator's language, which Mantine does not give it.
 */
export function Dialog(props: ModalProps) {
  const { t } = useI18n();
  return <Modal {...props} closeButtonProps={{ 'aria-label': t('close'), ...props.closeButtonProps }} />;
}
