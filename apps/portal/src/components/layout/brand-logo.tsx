import { useBranding } from '@/lib/branding-context.tsx';
import classes from './page-shell.module.css';

/** The host's logo, or its site title as a wordmark when the host has no logo. */
export function BrandLogo() {
  const { resolved } = useBranding();
  if (resolved.logo) {
    return <img className={classes.logo} src={resolved.logo} alt={resolved.texts.siteTitle} height={40} />;
  }
  return <span className={classes.wordmark}>{resolved.texts.siteTitle}</span>;
}
