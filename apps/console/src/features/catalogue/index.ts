export type { CataloguePanelProps } from './components/catalogue-panel.tsx';
export { CataloguePanel } from './components/catalogue-panel.tsx';
