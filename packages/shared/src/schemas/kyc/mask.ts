/**
 * What a public KYC link shows of the identifiers in a submitted questionnaire (decision 033):
 * PESEL, identity document number, tax numbers and bank accounts keep their last four characters,
 * the rest becomes `•`. Whoever holds the link (it may be forwarded, or read over a shoulder) sees
 * that the form was sent and with which account, not the numbers themselves. The signed-in
 * investor and the advisor keep seeing them in full.
 */

const KEEP = 4;
const BULLET = '•';

/** `85010112345` → `•••••••2345`; short values are masked whole. */
export function maskIdentifier(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= KEEP) return BULLET.repeat(compact.length);
  return BULLET.repeat(compact.length - KEEP) + compact.slice(-KEEP);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `record` with the named keys masked (the rest as it is). */
function maskKeys(record: unknown, keys: readonly string[]): unknown {
  if (!isObject(record)) return record;
  const copy: Json = { ...record };
  for (const key of keys) if (key in copy) copy[key] = maskIdentifier(copy[key]);
  return copy;
}

function maskEach(list: unknown, keys: readonly string[]): unknown {
  return Array.isArray(list) ? list.map((item) => maskKeys(item, keys)) : list;
}

/** The stored KYC data (any version, complete or a draft) with every identifier masked. */
export function maskKycIdentifiers(data: Json): Json {
  const masked: Json = { ...data };
  const information = data.investorInformation;
  if (isObject(information)) {
    masked.investorInformation = {
      ...(maskKeys(information, ['pesel']) as Json),
      ...(isObject(information.identityDocument)
        ? { identityDocument: maskKeys(information.identityDocument, ['number']) }
        : {}),
    };
  }
  const tax = data.taxStatus;
  if (isObject(tax)) {
    masked.taxStatus = {
      ...tax,
      ...(isObject(tax.mainTaxNumber) ? { mainTaxNumber: maskKeys(tax.mainTaxNumber, ['number']) } : {}),
      ...(Array.isArray(tax.otherTaxNumbers) ? { otherTaxNumbers: maskEach(tax.otherTaxNumbers, ['number']) } : {}),
      ...(Array.isArray(tax.beneficialOwners) ? { beneficialOwners: maskEach(tax.beneficialOwners, ['pesel']) } : {}),
    };
  }
  const accounts = data.bankAccounts;
  if (isObject(accounts) && Array.isArray(accounts.bankAccounts)) {
    masked.bankAccounts = { ...accounts, bankAccounts: maskEach(accounts.bankAccounts, ['iban']) };
  }
  const fatca = data.fatcaCrs;
  if (isObject(fatca)) {
    masked.fatcaCrs = {
      ...(maskKeys(fatca, ['usTin']) as Json),
      ...(Array.isArray(fatca.taxResidencies) ? { taxResidencies: maskEach(fatca.taxResidencies, ['tin']) } : {}),
    };
  }
  return masked;
}
