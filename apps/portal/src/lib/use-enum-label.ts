import { enumLabelKey, type LabelledEnum, type LabelledEnumValue } from '@wl/shared/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The translated label of an enum value (`enums:<enumName>.<value>`). */
export function useEnumLabel() {
  const { t } = useTranslation('enums');
  return useCallback(
    <E extends LabelledEnum>(enumName: E, value: LabelledEnumValue<E>): string =>
      // The key is built from the enum maps the i18n test checks, so it always exists.
      t(enumLabelKey(enumName, value) as never) as string,
    [t],
  );
}
