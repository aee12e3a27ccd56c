import type { FormErrors } from '@mantine/form';

/** A form's `validate` function, as `zod4Resolver(schema)` makes it. */
export type FormRules<Values> = (values: Values) => FormErrors;

export interface LazyRules<Values> {
  /** Mantine's `validate`: the rules once loaded; before that no error (the load starts). */
  validate: FormRules<Values>;
  /** Loads the rules (once); a form awaits it before it validates a submit. */
  load: () => Promise<void>;
}

/**
 * Form rules whose schema loads on the first interaction instead of with the page (decision 075):
 * the sign-in screens paint and take input without zod and the shared contracts, which load when a
 * field takes focus (long before its blur is validated) and are awaited on submit. Only when they
 * cannot load at all (the connection dropped) does a submit go out unchecked, and the server's
 * check of the same contract answers it; a failed load is tried again on the next interaction.
 */
export function lazyRules<Values>(loader: () => Promise<FormRules<Values>>): LazyRules<Values> {
  let rules: FormRules<Values> | null = null;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    loading ??= loader().then(
      (loaded) => {
        rules = loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    validate: (values) => {
      if (rules) return rules(values);
      void load().catch(() => {});
      return {};
    },
    load,
  };
}

/**
 * `onSubmit` of a form with lazy rules: waits for the rules, then lets Mantine validate and call
 * `handler` with valid values (a submit made before the rules arrived is checked all the same).
 */
export function submitWithRules<Values>(
  rules: LazyRules<Values>,
  submit: () => void,
): (event: { preventDefault: () => void }) => void {
  return (event) => {
    event.preventDefault();
    rules.load().then(submit, submit);
  };
}
