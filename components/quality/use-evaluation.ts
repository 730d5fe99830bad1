"use client";
// The signed-in reviewer's evaluation of one call: the form it uses (the draft's version, else
// the default form's latest), the answers as they are filled in, saved as a draft a moment
// after each change (so a reload finds them), and the submit. The time spent goes with each save.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { calibrationOptions, refreshCalibrations } from "@/lib/dashboard-api/calibrations";
import { evaluationsOptions, formsOptions, formVersionOptions, refreshEvaluations, saveEvaluation } from "@/lib/dashboard-api/quality";
import type { Answers } from "@/lib/quality/form";
import { useTimeSpent } from "./use-time-spent";

const AUTOSAVE_MS = 800;

export function useEvaluation(callId: string, canEvaluate: boolean, calibrationId?: string, assignedFormId?: string) {
  const queryClient = useQueryClient();
  const forms = useQuery(formsOptions());
  const evaluations = useQuery(evaluationsOptions({ callId }));
  // In a calibration: its form's version, and only the caller's own answers.
  const calibration = useQuery({ ...calibrationOptions(calibrationId ?? ""), enabled: calibrationId !== undefined });
  const own = calibrationId === undefined ? evaluations : { data: calibration.data?.evaluations, isPending: calibration.isPending };
  const mine = own.data?.find((e) => e.mine);
  // The form an assignment names comes before the default.
  const latest = calibration.data?.calibration ?? forms.data?.find((f) => f.id === assignedFormId) ?? forms.data?.find((f) => f.isDefault) ?? forms.data?.[0];
  const formId = mine?.formId ?? (latest && "formId" in latest ? latest.formId : latest?.id);
  const version = mine?.formVersion ?? (latest && "formVersion" in latest ? latest.formVersion : latest?.version);
  const form = useQuery({ ...formVersionOptions(formId ?? "", version ?? 1), enabled: formId !== undefined });
  const [answers, setAnswers] = useState<Answers | null>(null);
  // The answers as of the last key, ahead of the render: a submit right after an answer sends it.
  const typed = useRef<Answers>({});
  const dirty = useRef(false);
  const takeTime = useTimeSpent(canEvaluate && mine?.status !== "submitted");
  // The stored answers, once, when they arrive (a reload resumes the draft).
  useEffect(() => {
    if (answers !== null || !own.data) return;
    typed.current = mine?.answers ?? {};
    setAnswers(typed.current);
  }, [answers, own.data, mine]);
  const save = useMutation({
    mutationFn: (submit: boolean) => saveEvaluation({ callId, formId: formId!, answers: typed.current, addTimeMs: takeTime(), submit, calibrationId }),
    onSuccess: () => Promise.all([refreshEvaluations(queryClient), refreshCalibrations(queryClient)]),
  });
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the answers restarts the wait
  useEffect(() => {
    if (!dirty.current || !formId) return;
    const timer = window.setTimeout(() => {
      if (!dirty.current) return; // submitted meanwhile
      dirty.current = false;
      saveRef.current(false);
    }, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [answers, formId]);
  return {
    loading: forms.isPending || own.isPending || (formId !== undefined && form.isPending),
    noForm: forms.data?.length === 0,
    form: form.data,
    mine,
    others: calibrationId ? [] : (evaluations.data?.filter((e) => !e.mine && e.status === "submitted") ?? []),
    answers: answers ?? {},
    change: (update: (answers: Answers) => Answers) => {
      dirty.current = true;
      typed.current = update(typed.current);
      setAnswers(typed.current);
    },
    saveDraft: () => save.mutate(false),
    submit: (then?: () => void) => {
      dirty.current = false;
      save.mutate(true, { onSuccess: () => then?.() });
    },
    saving: save.isPending,
    error: save.error,
    saved: save.isSuccess && !save.isPending,
  };
}
