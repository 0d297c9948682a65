import * as v from "valibot";
import {
  emailField,
  firstNameField,
  lastNameField,
  organizationField,
  passwordField,
  positionField,
  languageField,
} from "../../../client/signup/schema.ts";
import type { AccountsService } from "../../signup/accounts-service.ts";
import { LOCAL_GITHUB_CLIENT_ID, LOCAL_GOOGLE_CLIENT_ID, signingKey, signToken, verifyToken } from "./signing.ts";
import { switchFor } from "./switches.ts";

/**
 * The embedded accounts service: a stand-in for the account API that follows its contract
 * (docs/signup.md), for local runs and tests only (the production entry never imports
 * worker/local/). It checks the payload, refuses a second account for an email, a Google
 * account or a GitHub account, answers an email sign-up with 201 (the account waits for its
 * confirmation) and a single sign-on with real JWTs, and answers the error switches of
 * switches.ts. Accounts live in this isolate's memory: a restart forgets them.
 */

interface Account {
  pk: string;
  email: string;
  first_name: string;
  last_name: string;
  organization: string;
}

const accounts = new Map<string, Account>();
const googleAccounts = new Set<string>();
const githubAccounts = new Set<string>();
const spentCodes = new Set<string>();

const utm = v.optional(v.nullable(v.record(v.string(), v.string())));
const emailPayload = v.object({
  email: emailField,
  first_name: firstNameField,
  last_name: lastNameField,
  organization_name: organizationField,
  position: positionField,
  password: passwordField,
  utm,
  language: languageField,
});
const ssoPayload = v.object({
  organization_name: organizationField,
  position: positionField,
  utm,
  google: v.optional(v.object({ credential: v.string() })),
  github: v.optional(v.object({ code: v.string() })),
});

function json(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

/** Field errors as accounts services give them: `{ field: [message] }`. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "non_field_errors";
    fields[field] ??= [issue.message];
  }
  return fields;
}

/** Resolves once the caller gives up (its signal), as a server that never answers in time. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError"));
    if (signal.aborted) stop();
    signal.addEventListener("abort", stop, { once: true });
  });
}

/** Who is signing up with single sign-on, from the Google credential or the GitHub code. */
type Identity = { email: string; first_name: string; last_name: string; provider: "google" | "github"; id: string };

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

async function identityOf(key: Uint8Array, payload: v.InferOutput<typeof ssoPayload>): Promise<Identity | Response> {
  if (payload.google) {
    const claims = await verifyToken(key, payload.google.credential, LOCAL_GOOGLE_CLIENT_ID);
    if (claims?.email_verified !== true || !text(claims.email))
      return json(400, { detail: "Your Google sign-in could not be verified. Please sign in with Google again." });
    return {
      provider: "google",
      id: text(claims.sub),
      email: text(claims.email).toLowerCase(),
      first_name: text(claims.given_name),
      last_name: text(claims.family_name),
    };
  }
  const code = payload.github?.code ?? "";
  const claims = await verifyToken(key, code, LOCAL_GITHUB_CLIENT_ID);
  // GitHub's codes work once and expire after ten minutes.
  if (!claims?.jti || spentCodes.has(claims.jti))
    return json(400, {
      detail: "This GitHub sign-in has expired or was already used. Please sign in with GitHub again.",
    });
  spentCodes.add(claims.jti);
  const [first = "", ...rest] = text(claims.name).split(/\s+/);
  return {
    provider: "github",
    id: text(claims.sub),
    email: text(claims.email).toLowerCase(),
    first_name: first,
    last_name: rest.join(" "),
  };
}

async function tokensFor(key: Uint8Array, account: Account): Promise<{ access_token: string; refresh_token: string }> {
  const instance = {
    pk: account.pk,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    organization: { name: account.organization },
  };
  return {
    access_token: await signToken(key, { ...instance, sub: account.pk, token_type: "access" }, "locus-console", "15m"),
    refresh_token: await signToken(
      key,
      { sub: account.pk, token_type: "refresh", jti: crypto.randomUUID() },
      "locus-console",
      "30d",
    ),
  };
}

async function create(key: Uint8Array, payload: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
  const sso = "google" in payload || "github" in payload;
  let identity: Identity | null = null;
  let organization: string;
  let email: string;
  let names: { first_name: string; last_name: string };
  let language = "en";
  if (sso) {
    const checked = v.safeParse(ssoPayload, payload);
    if (!checked.success) return json(400, fieldErrors(checked.issues));
    const found = await identityOf(key, checked.output);
    if (found instanceof Response) return found;
    identity = found;
    ({ email } = found);
    names = { first_name: found.first_name, last_name: found.last_name };
    organization = checked.output.organization_name;
  } else {
    const checked = v.safeParse(emailPayload, payload);
    if (!checked.success) return json(400, fieldErrors(checked.issues));
    ({ email, language } = checked.output);
    names = { first_name: checked.output.first_name, last_name: checked.output.last_name };
    organization = checked.output.organization_name;
  }

  const chosen = switchFor(email);
  if (chosen?.kind === "slow") return untilAborted(signal);
  if (chosen?.kind === "answer") return json(chosen.status, chosen.body);
  if (chosen?.kind === "text")
    return new Response(chosen.text, { status: chosen.status, headers: { "content-type": chosen.contentType } });

  if (identity?.provider === "google" && googleAccounts.has(identity.id)) {
    return json(400, { google_unique_id: ["This Google account already has a Locus account. Log in instead."] });
  }
  if (identity?.provider === "github" && githubAccounts.has(identity.id)) {
    return json(400, { github_unique_id: ["This GitHub account already has a Locus account. Log in instead."] });
  }
  if (accounts.has(email)) return json(400, { email: ["An account with this email already exists."] });

  const account: Account = { pk: crypto.randomUUID(), email, ...names, organization };
  accounts.set(email, account);
  if (identity?.provider === "google") googleAccounts.add(identity.id);
  if (identity?.provider === "github") githubAccounts.add(identity.id);
  // An email account is confirmed by the link sent to it, in the sign-up page's language (docs/signup.md);
  // single sign-on accounts are confirmed by their provider.
  if (!identity) return json(201, { email, status: "pending_confirmation", confirmation_language: language });
  return json(201, await tokensFor(key, account));
}

/** The embedded accounts service for this run's signing key. */
export function embeddedAccountsService(env: { EMBEDDED_ACCOUNTS_SECRET?: string }): AccountsService {
  const key = signingKey(env);
  return {
    create(payload, init) {
      if (init.signal.aborted) return untilAborted(init.signal);
      return Promise.race([create(key, payload, init.signal), untilAborted(init.signal)]);
    },
  };
}
