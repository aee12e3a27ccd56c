import { type KycSection, kycSections } from '@wl/shared/schemas';

/**
 * The questionnaire's steps: the seven sections in order, then the review. A person may open a
 * section they completed, the first one not completed yet, and the review once all are done;
 * never skip ahead past a section not filled in.
 */

export type KycStep = KycSection | 'review';
export const kycSteps: readonly KycStep[] = [...kycSections, 'review'];

export const isKycSection = (value: unknown): value is KycSection =>
  typeof value === 'string' && (kycSections as readonly string[]).includes(value);

export const isKycStep = (value: unknown): value is KycStep => value === 'review' || isKycSection(value);

/** 1–7: the number the questionnaire shows for a section. */
export const sectionNumber = (section: KycSection): number => kycSections.indexOf(section) + 1;

/** Where the questionnaire resumes: the first section not completed, else the review. */
export function firstOpenStep(completed: readonly KycSection[]): KycStep {
  return kycSections.find((section) => !completed.includes(section)) ?? 'review';
}

export function nextStep(step: KycStep): KycStep {
  const index = kycSteps.indexOf(step);
  return kycSteps[Math.min(index + 1, kycSteps.length - 1)] ?? 'review';
}

export function previousStep(step: KycStep): KycStep | null {
  const index = kycSteps.indexOf(step);
  return index > 0 ? (kycSteps[index - 1] ?? null) : null;
}

/** Whether the section list lets a person open a step now. */
export function canOpenStep(step: KycStep, completed: readonly KycSection[]): boolean {
  const open = firstOpenStep(completed);
  if (step === 'review') return open === 'review';
  return completed.includes(step) || step === open;
}

/** Completed sections in questionnaire order, without repeats or unknown names. */
export function orderedSections(sections: readonly unknown[]): KycSection[] {
  return kycSections.filter((section) => sections.includes(section));
}

/** The section a form error path (`bankAccounts.bankAccounts.0.iban`) belongs to. */
export function sectionOfPath(path: string): KycSection | null {
  const head = path.split('.')[0];
  return isKycSection(head) ? head : null;
}
