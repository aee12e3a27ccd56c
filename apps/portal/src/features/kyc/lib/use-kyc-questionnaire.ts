import { type FormErrors, useForm } from '@mantine/form';
import type { KycSection } from '@wl/shared/schemas';
import { useCallback, useRef, useState } from 'react';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { clearProgress, readProgress, writeProgress } from './draft-storage.ts';
import { emptyKycFormValues, type KycFormValues } from './form-values.ts';
import { formValuesFromData, sectionsIn } from './from-data.ts';
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

/**
 * The questionnaire's state: one form for the seven sections, the step on screen, the sections
 * completed, and the local copy written on every change (synchronously: a reload right after a
 * keystroke keeps it). With `validateStep`, a field left with a wrong value shows its error at
 * once (issue 19), by the same check "next" runs on the whole section.
 */
export function useKycQuestionnaire(
  source: QuestionnaireSource,
  onChange?: (values: KycFormValues) => void,
  validateStep?: StepValidator,
) {
  const [start] = useState(() => startQuestionnaire(source));
  const [step, setStep] = useState<KycStep>(start.step);
  const [completed, setCompleted] = useState<KycSection[]>(start.completed);
  const [localSavedAt, setLocalSavedAt] = useState<string | null>(start.localSavedAt);
  const baseVersion = useRef(source.serverVersion);
  const state = useRef({ step: start.step, completed: start.completed });
  state.current = { step, completed };

  const persist = useCallback(
    (values: KycFormValues, next: Partial<{ step: KycStep; completed: KycSection[] }> = {}) => {
      const savedAt = writeProgress(source.storageKey, {
        values,
        step: next.step ?? state.current.step,
        completed: next.completed ?? state.current.completed,
        baseVersion: baseVersion.current,
      });
      setLocalSavedAt(savedAt);
    },
    [source.storageKey],
  );

  const form = useForm<KycFormValues>({
    mode: 'controlled',
    initialValues: start.values,
    // Only a blur checks a field this way; "next" and "send" check whole sections themselves.
    validate: (values) => validateStep?.(values, state.current.step) ?? {},
    ...validateOnBlur,
    onValuesChange: (values) => {
      persist(values);
      onChange?.(values);
    },
  });

  return {
    form,
    step,
    completed,
    restored: start.restored,
    localSavedAt,
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
      setLocalSavedAt(null);
    },
    /** After the questionnaire is sent. */
    forget: () => {
      clearProgress(source.storageKey);
      setLocalSavedAt(null);
    },
  };
}

export type KycQuestionnaire = ReturnType<typeof useKycQuestionnaire>;
