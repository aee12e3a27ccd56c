import { ActionIcon, Button, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@wl/shared/format';
import type { DocumentRow } from '@wl/shared/schemas';
import { MantineReactTable, type MRT_ColumnDef, type MRT_Row, useMantineReactTable } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page.tsx';
import {
  emptyRowsFallback,
  paginationProps,
  tableContainerProps,
  useTableLocalization,
} from '@/components/data-table.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { checkUpload, saveBlob } from '@/lib/files.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { deleteDocument, documentKeys, fetchDocumentFile, fetchDocuments, uploadDocument } from './documents-api.ts';

/** Cell renderer of mantine-react-table: the upload instant as spec §9 writes it. */
const CreatedAtCell = ({ row }: { row: MRT_Row<DocumentRow> }) => formatDateTime(row.original.createdAt);

/**
 * /app/documents: spec §3's documents (fileName, uploadedBy, createdAt), read whole and newest
 * first (spec §7), sorted and paged in the browser. Every advisor-panel user downloads and
 * uploads; deleting is for one's own documents, or any for an admin (the API decides; the row
 * carries the uploader's name only, so the button is offered on that).
 */
export default function DocumentsPage() {
  const { t } = useTranslation('admin');
  const { language } = useBranding();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const localization = useTableLocalization(language);
  const isAdmin = session.roles.includes('admin');
  const ownName = `${session.user.user.firstName} ${session.user.user.surname}`.trim();
  const [downloading, setDownloading] = useState<string | null>(null);

  const documents = useQuery({ queryKey: documentKeys.all, queryFn: fetchDocuments });

  const download = async (document: DocumentRow) => {
    setDownloading(document.id);
    try {
      saveBlob(await fetchDocumentFile(document.id), document.fileName);
    } catch {
      notifications.show({
        color: 'red',
        title: t('documents.downloadFailed'),
        message: catalogueMessage(errorMessageKeys.fileDownload, language).text,
      });
    } finally {
      setDownloading(null);
    }
  };

  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('documents.uploaded', { fileName: saved.fileName }) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('documents.uploadFailed'),
        message: messageOfError(error, language).text,
      }),
  });

  const remove = useMutation({
    mutationFn: (document: DocumentRow) => deleteDocument(document.id),
    onSuccess: (_, document) => {
      notifications.show({ color: 'green', message: t('documents.deleted', { fileName: document.fileName }) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('documents.deleteFailed'),
        message: messageOfError(error, language).text,
      }),
  });

  const chooseFile = (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file);
    if (problem) {
      notifications.show({
        color: 'red',
        title: t('documents.uploadFailed'),
        message: catalogueMessage(errorMessageKeys[problem], language).text,
      });
      return;
    }
    upload.mutate(file);
  };

  const confirmDelete = (document: DocumentRow) =>
    modals.openConfirmModal({
      title: t('documents.deleteTitle'),
      children: <Text size="sm">{t('documents.deleteConfirm', { fileName: document.fileName })}</Text>,
      labels: { confirm: t('documents.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(document),
    });

  const columns = useMemo<MRT_ColumnDef<DocumentRow>[]>(
    () => [
      { accessorKey: 'fileName', header: t('documents.fields.fileName') },
      { accessorKey: 'uploadedBy', header: t('documents.fields.uploadedBy') },
      {
        accessorKey: 'createdAt',
        header: t('documents.fields.createdAt'),
        Cell: CreatedAtCell,
      },
    ],
    [t],
  );

  const table = useMantineReactTable<DocumentRow>({
    columns,
    data: documents.data ?? [],
    getRowId: (row) => row.id,
    localization,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableMultiSort: false,
    enableTopToolbar: false,
    positionToolbarAlertBanner: 'bottom',
    enableRowActions: true,
    positionActionsColumn: 'last',
    paginationDisplayMode: 'pages',
    mantinePaginationProps: paginationProps(localization),
    mantinePaperProps: { withBorder: true, shadow: 'none', radius: 'md' },
    mantineTableContainerProps: tableContainerProps,
    renderEmptyRowsFallback: emptyRowsFallback(localization),
    initialState: {
      sorting: [{ id: 'createdAt', desc: true }],
      pagination: { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE },
    },
    state: {
      isLoading: documents.isLoading,
      showAlertBanner: documents.isError,
      showProgressBars: upload.isPending || remove.isPending,
    },
    mantineToolbarAlertBannerProps: documents.isError
      ? { color: 'red', children: messageOfError(documents.error, language).text }
      : undefined,
    renderRowActions: ({ row }) => {
      const document = row.original;
      const canDelete = isAdmin || document.uploadedBy === ownName;
      return (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('documents.download')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('documents.downloadOf', { fileName: document.fileName })}
              loading={downloading === document.id}
              onClick={() => void download(document)}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          {canDelete ? (
            <Tooltip label={t('documents.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('documents.deleteOf', { fileName: document.fileName })}
                onClick={() => confirmDelete(document)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      );
    },
  });

  return (
    <AdminPage
      title={t('documents.title')}
      description={t('documents.description')}
      actions={
        <FileButton onChange={chooseFile} accept="application/pdf,image/jpeg,image/png">
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              {t('documents.upload')}
            </Button>
          )}
        </FileButton>
      }
    >
      <Text size="sm" c="dimmed">
        {t('documents.uploadHint')}
      </Text>
      <MantineReactTable table={table} />
    </AdminPage>
  );
}
