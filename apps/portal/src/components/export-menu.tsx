import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { todayIso } from '@wl/shared/rules';
import type { ExportFormat } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api/client.ts';
import { useFileDownload } from '@/lib/use-file-download.ts';

export interface ExportRequest {
  /** The API path of the export (`…/export`). */
  path: string;
  /** Its query without the format (the screen's filters, sort and visible columns). */
  query: URLSearchParams;
}

/**
 * "Export" with CSV and XLSX (issue 20, decision 073): the file the API streams for what the
 * screen shows, fetched with the session's token like the schedule PDF and saved as
 * `<fileBase>-<today>.<format>`. `name` says what is exported, for the button's accessible name.
 */
export function ExportMenu({
  name,
  request,
  fileBase,
}: {
  name: string;
  request: () => ExportRequest;
  fileBase: string;
}) {
  const { t } = useTranslation('common');
  const download = useFileDownload();
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: ExportFormat) => {
    const { path, query } = request();
    const params = new URLSearchParams(query);
    params.set('format', format);
    setBusy(true);
    try {
      await download(
        () => api<Blob>(path, { query: params, responseType: 'blob' }),
        `${fileBase}-${todayIso()}.${format}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('export.label', { name })}
          loading={busy}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void exportAs('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
