import type { KycDictionaryEntry, KycSection } from '@wl/shared/schemas';
import { errorAt, type KycForm } from '../lib/kyc-form.ts';
import type { DocumentActions } from './fields/documents-field.tsx';
import { GroupError } from './fields/group-error.tsx';
import { BankAccountsSection } from './sections/bank-accounts-section.tsx';
import { FatcaCrsSection } from './sections/fatca-crs-section.tsx';
import { InvestmentDetailsSection } from './sections/investment-details-section.tsx';
import { InvestorInformationSection } from './sections/investor-information-section.tsx';
import { InvestorStatusSection } from './sections/investor-status-section.tsx';
import { SanctionsSection } from './sections/sanctions-section.tsx';
import { TaxStatusSection } from './sections/tax-status-section.tsx';

/** The fields of one section, with any error that names the section as a whole above them. */
export function SectionForm({
  section,
  form,
  industries,
  documents,
}: {
  section: KycSection;
  form: KycForm;
  industries: readonly KycDictionaryEntry[];
  documents: DocumentActions;
}) {
  const whole = errorAt(form, section);
  return (
    <>
      <GroupError message={whole} />
      {section === 'investorInformation' ? <InvestorInformationSection form={form} /> : null}
      {section === 'taxStatus' ? <TaxStatusSection form={form} /> : null}
      {section === 'investmentDetails' ? (
        <InvestmentDetailsSection form={form} industries={industries} documents={documents} />
      ) : null}
      {section === 'investorStatus' ? <InvestorStatusSection form={form} /> : null}
      {section === 'bankAccounts' ? <BankAccountsSection form={form} /> : null}
      {section === 'fatcaCrs' ? <FatcaCrsSection form={form} /> : null}
      {section === 'sanctions' ? <SanctionsSection form={form} /> : null}
    </>
  );
}
