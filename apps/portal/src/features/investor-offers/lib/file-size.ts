import { formatNumber } from '@wl/shared/format';

/** "820 B", "12,3 kB", "4,5 MB": a file's size with the spec §9 decimal comma. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { decimals: 1 })} kB`;
  return `${formatNumber(bytes / (1024 * 1024), { decimals: 1 })} MB`;
}
