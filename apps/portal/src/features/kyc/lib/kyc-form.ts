import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useRef } from 'react';
import type { KycFormValues } from './form-values.ts';

/** Told the questionnaire's values after every change (a keystroke, a choice, a row added). */
export type KycValuesListener = (values: KycFormValues) => void;

/**
 * The questionnaire's one form (all seven sections; only the section on screen is validated). It
 * is uncontrolled (decision 084): a keystroke renders nothing but its input, so what a section
 * shows from the values (a field a "yes" reveals, the rows of a list) it reads with
 * `useKycValue`, which `subscribe` keeps current.
 */
export type KycForm = UseFormReturnType<KycFormValues> & {
  subscribe: (listener: KycValuesListener) => () => void;
};

/**
 * Mantine's `useForm`, uncontrolled, with `subscribe`: each listener is told the values after
 * every change, after `onValuesChange`.
 */
export function useKycForm(options: Omit<UseFormInput<KycFormValues>, 'mode'>): KycForm {
  const listeners = useRef(new Set<KycValuesListener>());
  const subscribe = useCallback((listener: KycValuesListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const form = useForm<KycFormValues>({
    ...options,
    mode: 'uncontrolled',
    onValuesChange: (values, previous) => {
      options.onValuesChange?.(values, previous);
      for (const listener of listeners.current) listener(values);
    },
  });
  return Object.assign(form, { subscribe });
}

/** A form error as text (the schemas' messages are strings). */
export function errorAt(form: KycForm, path: string): string | null {
  const error = form.errors[path];
  return typeof error === 'string' && error ? error : null;
}
