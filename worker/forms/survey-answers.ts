import { answersProblem, type SurveyStep } from "../../client/survey/steps.ts";
import { edgeCacheMs } from "../bindings.ts";
import { ContentStore } from "../content/store.ts";
import { canonicalPagePath } from "../pages/routes.ts";

export interface SurveyEnv {
  CONTENT: KVNamespace;
  EDGE_CACHE_SECONDS?: string;
}

/** The steps of every survey block of the published page at `page` (its path and query). */
async function surveySteps(env: SurveyEnv, page: string): Promise<SurveyStep[]> {
  const path = canonicalPagePath(new URL(page, "https://site.invalid").pathname);
  const stored = await new ContentStore(env.CONTENT, edgeCacheMs(env)).page(path);
  return (stored?.blocks ?? []).flatMap((block) =>
    block.type === "survey" ? ((block.props as { steps?: SurveyStep[] }).steps ?? []) : [],
  );
}

/**
 * docs/leads.md: a survey's answers are answers to the questions of the survey the person
 * saw: the page named in the lead's context must hold a survey, and every answer must name
 * one of its steps with one of that step's choices. The problem as a message, or null.
 */
export async function surveyAnswersProblem(
  env: SurveyEnv,
  answers: Readonly<Record<string, string | readonly string[]>>,
  page: string | undefined,
): Promise<string | null> {
  if (!page) return "answers must say the survey page they answer (context.page)";
  const steps = await surveySteps(env, page);
  if (steps.length === 0) return `No survey on the page ${page.slice(0, 100)}`;
  return answersProblem(steps, answers);
}
