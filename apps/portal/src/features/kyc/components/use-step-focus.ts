import { useCallback, useRef } from 'react';

/** After React has painted what a state change shows. */
const afterRender = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

/**
 * Focus as a person using a keyboard or a screen reader needs it: a new step's heading (read
 * out, and scrolled to), and after a refused "next" the first field with an error (or a group's
 * error message).
 */
export function useStepFocus() {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const focusHeading = useCallback(() => {
    afterRender(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
    });
  }, []);

  const focusFirstError = useCallback(() => {
    afterRender(() => {
      const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-kyc-error]');
      if (!first) return;
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    });
  }, []);

  return { root, heading, focusHeading, focusFirstError };
}
