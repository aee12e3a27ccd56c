export type { OnboardWizardProps } from './components/onboard-wizard.tsx';
export { OnboardWizard } from './components/onboard-wizard.tsx';
