import { ActionIcon, CopyButton, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatBankAccount, formatDate, formatMoney } from '@wl/shared/format';
import { type CampaignOffer, paymentDueDate, transferTitle } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('investor');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('payment.copied') : label} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Row({ label, value, copy }: { label: string; value: string; copy?: string }) {
  const { t } = useTranslation('investor');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="gray.7" w="40%">
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {copy ? <Copy value={copy} label={t('payment.copy', { what: label })} /> : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Where and by when to pay for a subscription (issue 19): the campaign's account, the amount, a
 * transfer title that identifies the payment, and the deadline counted from the subscription.
 * Shown while the offer waits for its payment; a campaign without an account says to ask the advisor.
 */
export function PaymentInstructions({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const payment = offer.campaign.data.payment;
  if (!offer.amount) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-title">
      <Title order={3} size="h5" id="payment-title">
        {t('payment.title')}
      </Title>
      {payment ? (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            <Row label={t('payment.holder')} value={payment.accountHolder} copy={payment.accountHolder} />
            <Row label={t('payment.account')} value={formatBankAccount(payment.iban)} copy={payment.iban} />
            <Row
              label={t('payment.amount')}
              value={formatMoney(offer.amount, offer.product.terms.currency)}
              copy={offer.amount}
            />
            <Row
              label={t('payment.transferTitle')}
              value={transferTitle(offer.product.code, offer.id)}
              copy={transferTitle(offer.product.code, offer.id)}
            />
            {offer.acceptedAt ? (
              <Row
                label={t('payment.deadline')}
                value={formatDate(paymentDueDate(offer.acceptedAt, payment.deadlineDays))}
              />
            ) : null}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="gray.7">
          {t('payment.askAdvisor')}
        </Text>
      )}
    </Stack>
  );
}
