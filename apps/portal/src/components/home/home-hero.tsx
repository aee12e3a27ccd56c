import { Text, Title } from '@mantine/core';
import { readableTextOn } from '@wl/shared/theme';
import type { CSSProperties } from 'react';
import { useBranding } from '@/lib/branding-context.tsx';
import classes from './home.module.css';

/**
 * The host's headline above the sign-in forms. A host with an inverse logo gets its main colour
 * and that logo; the others get the highlight colour, so a host without artwork still looks
 * deliberate.
 */
export function HomeHero() {
  const { resolved } = useBranding();
  const { texts, colors, logoInverse } = resolved;
  const onMain = logoInverse !== null;
  const style = {
    '--hero-bg': onMain ? 'var(--wl-color-main)' : 'var(--wl-color-highlight)',
    '--hero-fg': readableTextOn(onMain ? colors.main : colors.highlight),
  } as CSSProperties;
  return (
    <section className={classes.hero} data-variant={onMain ? 'main' : 'highlight'} style={style}>
      {logoInverse && <img className={classes.heroLogo} src={logoInverse} alt="" />}
      {/* The inverse logo already names the brand; without one the site title does. */}
      {!logoInverse && <Text className={classes.eyebrow}>{texts.siteTitle}</Text>}
      <Title order={1} className={classes.headline}>
        {texts.headline}
      </Title>
      <Text className={classes.subheadline}>{texts.subheadline}</Text>
    </section>
  );
}
