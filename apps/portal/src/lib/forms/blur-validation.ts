/**
 * Validation on blur without lost clicks (issue 19). A mouse press on a button or a checkbox first
 * blurs the field being typed in; if that field's error appeared at once, it would push what was
 * pressed down, the release would land beside it and the click (a submit, a consent ticked) would
 * be lost. So while a pointer is pressed, a blur's validation waits until it is released and its
 * click has been dispatched; otherwise (the keyboard's Tab, a tap already released) it runs at once.
 */

let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  const release = () => {
    pressed = false;
    // The click follows the release in the same task: run the validations after it.
    setTimeout(() => {
      const run = waiting;
      waiting = [];
      for (const validate of run) validate();
    }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A press released outside the window sends no pointerup here.
  window.addEventListener('blur', release);
}

/** Runs `validate` now, or once the pointer pressed now is released and its click dispatched. */
export function afterPointerRelease(validate: () => void): void {
  listen();
  if (pressed) waiting.push(validate);
  else validate();
}

type BlurHandler = (...args: unknown[]) => void;

/** `enhanceGetInputProps` of Mantine's `useForm`: each field's blur validation through {@link afterPointerRelease}. */
export function deferBlurPastClick({ inputProps }: { inputProps: { onBlur?: BlurHandler } }): { onBlur?: BlurHandler } {
  const onBlur = inputProps.onBlur;
  return onBlur ? { onBlur: (...args: unknown[]) => afterPointerRelease(() => onBlur(...args)) } : {};
}

/** The options of a form whose fields validate as they are left (and on submit, as every form does). */
export const validateOnBlur = { validateInputOnBlur: true, enhanceGetInputProps: deferBlurPastClick } as const;

// Installed as soon as a form module loads, so the first press is already seen.
listen();
