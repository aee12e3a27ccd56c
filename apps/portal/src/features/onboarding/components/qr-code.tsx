import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** A QR code of `value` (drawn in the browser as a PNG data URL), to be scanned with a phone. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => current && setSource(url),
      () => current && setSource(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <Skeleton width={SIZE} height={SIZE} radius="sm" />;
  return <Image src={source} alt={label} w={SIZE} h={SIZE} radius="sm" data-testid="verification-qr" />;
}
