import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { KycFormValues } from '../../lib/form-values.ts';
import type { KycForm } from '../../lib/kyc-form.ts';

/** Whether two selections are the same: primitives by value, arrays and plain objects member by member. */
export function sameSelection(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && sameSelection((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The value at a dotted path (`investorInformation.residentialAddress.country`, `….bankAccounts.0.iban`). */
export function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * What a component shows from the questionnaire's values (`select` picks it: a yes/no answer, the
 * keys of a list's rows). The component renders again when, and only when, a change of the values
 * changes what `select` returns; keep it small (it runs on every keystroke in the form).
 */
export function useKycValue<T>(form: KycForm, select: (values: KycFormValues) => T): T {
  const selection = select(form.getValues());
  const shown = useRef(selection);
  const pick = useRef(select);
  // What is on screen, once committed (a render React throws away leaves them as they were).
  useLayoutEffect(() => {
    shown.current = selection;
    pick.current = select;
  });
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const { subscribe, getValues } = form;
  useEffect(() => {
    const check = (values: KycFormValues) => {
      if (!sameSelection(pick.current(values), shown.current)) renderAgain();
    };
    const unsubscribe = subscribe(check);
    // A change between this render and the subscription.
    check(getValues());
    return unsubscribe;
  }, [subscribe, getValues]);
  return selection;
}
