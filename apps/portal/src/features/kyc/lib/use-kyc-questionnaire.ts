import type { FormErrors } from '@mantine/form';
import type { KycSection } from '@wl/shared/schemas';
import { useCallback, useRef, useState } from 'react';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { clearProgress, readProgress, writeProgress } from './draft-storage.ts';
import { emptyKycFormValues, type KycFormValues } from './form-values.ts';
import { formValuesFromData, sectionsIn } from './from-data.ts';
import { useKycForm } from './kyc-form.ts';
import { canOpenStep, firstOpenStep, type KycStep, orderedSections } from './sections.ts';

export interface QuestionnaireSource {
  /** Where the local copy lives (`progressKey.request(id)` / `progressKey.token(token)`). */
  storageKey: string;
  /** The draft the server holds, if any (its sections count as completed). */
  serverData: unknown;
  /** The server draft's version (investor panel), null when there is none or no versions (public form). */
  serverVersion: number | null;
  /** The sections the server says the draft still lacks (`missingSections`); else read from the data. */
  serverMissing?: readonly KycSection[];
}

export interface QuestionnaireStart {
  values: KycFormValues;
  step: KycStep;
  completed: KycSection[];
  /** Whether what is on screen came from this browser's local copy. */
  restored: boolean;
  /** When the local copy was written (ISO), if one was used. */
  localSavedAt: string | null;
}

/**
 * Where the questionnaire starts: the browser's copy when it was made from the draft the server
 * still holds (it has everything typed since, saved or not); otherwise the server's draft, with
 * anything typed locally kept for the sections the server does not have yet. It opens at the step
 * the person left, or at the first section not completed.
 */
export function startQuestionnaire(source: QuestionnaireSource): QuestionnaireStart {
  const local = readProgress(source.storageKey);
  const held = sectionsIn(source.serverData);
  const serverSections = source.serverMissing ? held.filter((s) => !source.serverMissing?.includes(s)) : held;
  if (local && local.baseVersion === source.serverVersion) {
    const completed = orderedSections([...local.completed, ...serverSections]);
    return {
      values: formValuesFromData(local.values),
      step: canOpenStep(local.step, completed) ? local.step : firstOpenStep(completed),
      completed,
      restored: true,
      localSavedAt: local.savedAt,
    };
  }
  const base = local ? formValuesFromData(local.values) : emptyKycFormValues();
  return {
    values: formValuesFromData(source.serverData, base),
    step: firstOpenStep(serverSections),
    completed: serverSections,
    restored: local !== null,
    localSavedAt: local?.savedAt ?? null,
  };
}

/** The errors of the step on screen for these values (the wizard checks a section by its schema). */
export type StepValidator = (values: KycFormValues, step: KycStep) => FormErrors;

/** When the local copy was written, as the saved indicator reads it (`useSyncExternalStore`). */
export interface LocalSavedAt {
  get: () => string | null;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The time of the local copy, told to its listeners only when the minute on screen changes (or
 * the copy is dropped): the indicator alone renders, once a minute while a person types.
 */
function localSavedAtStore(initial: string | null): LocalSavedAt & { set: (at: string | null) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  const minuteOf = (at: string | null) => at?.slice(0, 16) ?? null;
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (at) => {
      if (minuteOf(at) === minuteOf(current)) return;
      current = at;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The questionnaire's state: one form for the seven sections, the step on screen, the sections
 * completed, and the local copy written on every change (synchronously: a reload right after a
 * keystroke keeps it). With `validateStep`, a field left with a wrong value shows its error at
 * once (issue 19), by the same check "next" runs on the whole section.
 *
 * The form is uncontrolled (decision 084): typing renders only the input typed in. Nothing here
 * renders on a keystroke either; the saved indicator reads `localSavedAt` itself.
 */
export function useKycQuestionnaire(
  source: QuestionnaireSource,
  onChange?: (values: KycFormValues) => void,
  validateStep?: StepValidator,
) {
  const [start] = useState(() => startQuestionnaire(source));
  const [step, setStep] = useState<KycStep>(start.step);
  const [completed, setCompleted] = useState<KycSection[]>(start.completed);
  const [localSavedAt] = useState(() => localSavedAtStore(start.localSavedAt));
  const baseVersion = useRef(source.serverVersion);
  const state = useRef({ step: start.step, completed: start.completed });
  state.current = { step, completed };
  // The latest callback (an input keeps the handlers of the render it was made in).
  const changed = useRef(onChange);
  changed.current = onChange;

  const persist = useCallback(
    (values: KycFormValues, next: Partial<{ step: KycStep; completed: KycSection[] }> = {}) => {
      const savedAt = writeProgress(source.storageKey, {
        values,
        step: next.step ?? state.current.step,
        completed: next.completed ?? state.current.completed,
        baseVersion: baseVersion.current,
      });
      localSavedAt.set(savedAt);
    },
    [source.storageKey, localSavedAt],
  );

  const form = useKycForm({
    initialValues: start.values,
    // Only a blur checks a field this way; "next" and "send" check whole sections themselves.
    validate: (values) => validateStep?.(values, state.current.step) ?? {},
    ...validateOnBlur,
    onValuesChange: (values) => {
      persist(values);
      changed.current?.(values);
    },
  });

  return {
    form,
    step,
    completed,
    restored: start.restored,
    /** When the local copy was written (changes without rendering the questionnaire). */
    localSavedAt: localSavedAt as LocalSavedAt,
    /** Shows a step (the local copy remembers it). */
    goTo: (next: KycStep, options: { remember?: boolean } = {}) => {
      setStep(next);
      if (options.remember) persist(form.getValues(), { step: next });
    },
    /** Marks sections completed (and remembers it locally when `remember`). */
    complete: (sections: KycSection[], options: { remember?: boolean } = {}) => {
      const next = orderedSections([...state.current.completed, ...sections]);
      setCompleted(next);
      state.current.completed = next;
      if (options.remember) persist(form.getValues(), { completed: next });
    },
    /** Sections the server says are missing are not completed any more. */
    reopen: (sections: KycSection[]) => {
      const next = state.current.completed.filter((section) => !sections.includes(section));
      setCompleted(next);
      state.current.completed = next;
    },
    /** After a server save: the local copy is dropped (the next keystroke starts a new one). */
    savedOnServer: (version: number) => {
      baseVersion.current = version;
      clearProgress(source.storageKey);
      localSavedAt.set(null);
    },
    /** After the questionnaire is sent. */
    forget: () => {
      clearProgress(source.storageKey);
      localSavedAt.set(null);
    },
  };
}

export type KycQuestionnaire = ReturnType<typeof useKycQuestionnaire>;
