import { useEffect, useRef, useState } from "react";
import { leadContext } from "../forms/lead-context.ts";
import { submitForm } from "../forms/submit.ts";
import { isSurveyFinished, markSurveyFinished, readEmail, storageOf } from "../signup/storage.ts";
import { allAnswered, surveyEmail, type SurveyStep } from "./steps.ts";
import type { SurveyTexts } from "./texts.ts";

/**
 * The survey's state (docs/signup.md): the email kept by the sign-up (or the
 * placeholder outside production and for admins), the answers, and `finished`, kept in
 * local storage (`onboardingSurvey`) for that address once its answers are sent (another
 * address in the same browser is asked again). Admins can switch the finished view on and
 * off; their submit only previews it.
 */
export function useSurvey(input: {
  steps: readonly SurveyStep[];
  production: boolean;
  admin: boolean;
  texts: SurveyTexts;
}) {
  const { steps, production, admin, texts } = input;
  const [ready, setReady] = useState(false);
  const [email, setEmail] = useState<{ email: string | null; placeholder: boolean }>({
    email: null,
    placeholder: false,
  });
  const [finished, setFinished] = useState(false);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  useEffect(() => {
    const found = surveyEmail(readEmail(storageOf("session")), { production, admin });
    setEmail(found);
    setFinished(!admin && isSurveyFinished(storageOf("local"), found.email));
    setReady(true);
  }, [production, admin]);

  function answer(identifier: string, value: string) {
    setAnswers((current) => ({ ...current, [identifier]: value }));
    setError(null);
  }

  const complete = admin || allAnswered(steps, answers);

  async function submit() {
    if (!complete || sending || !email.email) return;
    if (admin) return setFinished(true);
    setSending(true);
    const { validateForm } = await import("../forms/validate.ts");
    const chosen = Object.fromEntries(
      steps
        .filter((step) => answers[step.identifier])
        .map((step) => [step.identifier, answers[step.identifier] as string]),
    );
    const checked = validateForm("survey", { email: email.email, answers: chosen });
    if (!checked.ok) {
      setSending(false);
      return setError(texts.sendError + Object.values(checked.fields).join("; "));
    }
    key.current ??= crypto.randomUUID();
    const result = await submitForm("survey", checked.payload, {
      idempotencyKey: key.current,
      context: leadContext(),
      leadSource: "survey",
    });
    // No answer, a 429 or a 5xx: submitForm keeps sending in the background; the answers are not lost.
    const kept = result.ok || result.status === null || result.status === 429 || result.status >= 500;
    setSending(false);
    if (!kept)
      return setError(texts.sendError + Object.values(result.fields ?? { form: `HTTP ${result.status}` }).join("; "));
    markSurveyFinished(storageOf("local"), email.email);
    setFinished(true);
  }

  return { ready, email, finished, setFinished, answers, answer, complete, sending, error, submit };
}
