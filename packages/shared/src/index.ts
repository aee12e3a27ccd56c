export * from './config/index.ts';
export * from './errors/index.ts';
export * from './hosts/index.ts';
export * from './i18n/index.ts';
export * from './routes/index.ts';
export * from './theme/index.ts';
