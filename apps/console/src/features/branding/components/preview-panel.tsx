import { Alert, Box, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type PreviewViewport, previewViewports } from '@wl/shared/console';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

type PreviewLanguage = 'pl' | 'en';

/** The frame's height: a laptop screen, or a phone's. */
const HEIGHTS: Record<PreviewViewport, number> = { desktop: 800, mobile: 860 };
/** The desktop frame is drawn at its real width and scaled down to fit the editor. */
const DESKTOP_SCALE = 0.6;

/**
 * The live preview: the real portal of the host in an iframe, rendered with the saved draft
 * through a signed, short-lived token the edge honours (visitors keep seeing what is published),
 * in PL or EN, at desktop or phone width. Save the draft, then reload the preview.
 */
export function PreviewPanel({ hostId, draftRevision }: { hostId: string; draftRevision: number | null }) {
  const { language: uiLanguage, t } = useI18n();
  const [language, setLanguage] = useState<PreviewLanguage>('pl');
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const token = trpc.preview.createToken.useMutation();
  const url = token.data?.url ?? null;
  const width = previewViewports[viewport];
  const scale = viewport === 'desktop' ? DESKTOP_SCALE : 1;

  const open = (next: { language?: PreviewLanguage }) =>
    token.mutate({ hostConfigId: hostId, language: next.language ?? language });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="preview-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="preview-title">
          {t('editor.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {draftRevision === null ? t('editor.preview.published') : t('editor.preview.draft')}
        </Text>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('editor.preview.language')}
            value={language}
            onChange={(value) => {
              setLanguage(value as PreviewLanguage);
              if (url) open({ language: value as PreviewLanguage });
            }}
            data={[
              { value: 'pl', label: 'PL' },
              { value: 'en', label: 'EN' },
            ]}
          />
          <SegmentedControl
            aria-label={t('editor.preview.width')}
            value={viewport}
            onChange={(value) => setViewport(value as PreviewViewport)}
            data={[
              { value: 'desktop', label: t('editor.preview.desktop') },
              { value: 'mobile', label: t('editor.preview.mobile') },
            ]}
          />
          <Button variant="light" onClick={() => open({})} loading={token.isPending}>
            {url ? t('editor.preview.reload') : t('editor.preview.open')}
          </Button>
        </Group>
        {token.isError && (
          <Alert color="red" role="alert">
            {errorText(token.error, uiLanguage)}
          </Alert>
        )}
        {url && (
          <Box
            // As wide as the scaled frame, never wider than the editor: on a narrow screen the
            // frame is cut at the right instead of widening the page.
            style={{ width: '100%', maxWidth: width * scale, height: HEIGHTS[viewport] * scale, overflow: 'hidden' }}
            data-testid="preview-frame-box"
          >
            <iframe
              key={`${url}-${viewport}`}
              src={url}
              title={t('editor.preview.frameTitle', { language: language.toUpperCase(), width })}
              width={width}
              height={HEIGHTS[viewport]}
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
              }}
            />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
