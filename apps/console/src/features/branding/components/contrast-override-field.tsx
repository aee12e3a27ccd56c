import { Alert, Box, Stack, Text, Textarea } from '@mantine/core';
import { CONTRAST_REASON_MIN } from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import type { ContrastCheck } from '@wl/shared/theme';
import { useI18n } from '../../../lib/i18n.tsx';

interface ContrastOverrideFieldProps {
  /** The failing checks when known (a publish); a rollback knows only the server's refusal. */
  failing: readonly ContrastCheck[] | null;
  /** The refusal's text, when the server refused first. */
  refusal?: string | null;
  reason: string;
  error: string | null;
  onReason: (reason: string) => void;
}

/**
 * Colours below WCAG AA go live only with a reason (decision 037): what fails, and the reason the
 * operator gives, which the audit log keeps.
 */
export function ContrastOverrideField({ failing, refusal, reason, error, onReason }: ContrastOverrideFieldProps) {
  const { language, t } = useI18n();
  return (
    <Alert color="red" variant="light" title={t('editor.contrastOverride.title')}>
      <Stack gap="sm">
        {refusal && <Text size="sm">{refusal}</Text>}
        {failing && failing.length > 0 && (
          <>
            <Text size="sm">{t('editor.contrastOverride.body')}</Text>
            {/* A plain list: Mantine's List overflowed the alert's body and clipped long lines. */}
            <Box component="ul" m={0} pl="md">
              {failing.map((check) => (
                <Text component="li" size="sm" key={check.id}>
                  {t('editor.contrastOverride.check', {
                    label: translate(language, check.labelKey),
                    ratio: check.ratio.toFixed(2),
                    threshold: check.threshold,
                  })}
                </Text>
              ))}
            </Box>
          </>
        )}
        <Textarea
          label={t('editor.contrastOverride.reason')}
          description={t('editor.contrastOverride.reasonHint', { min: CONTRAST_REASON_MIN })}
          required
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(event) => onReason(event.currentTarget.value)}
        />
      </Stack>
    </Alert>
  );
}
