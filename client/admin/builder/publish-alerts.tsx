import type { BuilderState, PublishState } from "./builder-state.ts";
import type { SaveState } from "./use-autosave.ts";

/** A time of today, as the builder shows it. */
export function time(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}

/** A much-linked page would fill the screen: the rest of the list opens on demand. */
const SHOWN_AT_ONCE = 8;

function Messages({ problems }: { problems: { message: string }[] }) {
  return (
    <ul>
      {problems.map((problem, i) => (
        <li key={i}>{problem.message}</li>
      ))}
    </ul>
  );
}

/** A draft saved meanwhile in another tab: load theirs or keep mine. */
function Conflict(props: {
  theirs: { page: unknown; savedAt: string };
  onKeepMine(): void;
  onTakeTheirs(theirs: { page: unknown; savedAt: string }): void;
}) {
  return (
    <div className="admin-alert admin-alert--warning" role="alert">
      This page was saved in another tab or by another admin at {time(props.theirs.savedAt)}.{" "}
      <button
        type="button"
        className="admin-button admin-button--small"
        onClick={() => props.onTakeTheirs(props.theirs)}
      >
        Load their version
      </button>{" "}
      <button type="button" className="admin-button admin-button--small" onClick={props.onKeepMine}>
        Keep mine
      </button>
    </div>
  );
}

/** Why the page is still online: what would lead visitors to a missing page. */
function UnpublishRefused({ problems }: { problems: { field: string; message: string }[] }) {
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      Still online: visitors would reach a missing page from these. Change them first.
      <Messages problems={problems.slice(0, SHOWN_AT_ONCE)} />
      {problems.length > SHOWN_AT_ONCE ? (
        <details>
          <summary>and {problems.length - SHOWN_AT_ONCE} more</summary>
          <Messages problems={problems.slice(SHOWN_AT_ONCE)} />
        </details>
      ) : null}
    </div>
  );
}

/** Why the page was not published, each problem a link to where it is mended. */
function PublishRefused(props: { problems: { field: string; message: string }[]; onProblem(field: string): void }) {
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      Not published yet: mend these first.
      <ul>
        {props.problems.map((problem, i) => (
          <li key={i}>
            <button type="button" className="link-button" onClick={() => props.onProblem(problem.field)}>
              {problem.field}
            </button>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How publishing or taking offline went. */
function Outcome({ publish, onProblem }: { publish: PublishState; onProblem(field: string): void }) {
  switch (publish.kind) {
    case "done":
      return (
        <div className="admin-alert admin-alert--success" role="status">
          Published at {time(publish.at)}. The site shows it within a few seconds
          {publish.path ? (
            <>
              :{" "}
              <a href={publish.path} target="_blank" rel="noopener">
                {publish.path}
              </a>
            </>
          ) : (
            "."
          )}
        </div>
      );
    case "offline":
      return (
        <div className="admin-alert admin-alert--success" role="status">
          Taken offline at {time(publish.at)}: {publish.path} answers “page not found” within a few seconds. The page
          stays here as a draft; Publish brings it back.
        </div>
      );
    case "failed":
      return (
        <div className="admin-alert admin-alert--error" role="alert">
          {publish.action === "publish" ? "Not published" : "Still online"}: {publish.message}
        </div>
      );
    case "refused":
      return publish.action === "unpublish" ? (
        <UnpublishRefused problems={publish.problems} />
      ) : (
        <PublishRefused problems={publish.problems} onProblem={onProblem} />
      );
    default:
      return null;
  }
}

/** The builder's messages under its bar: discard failures, save conflicts, publish outcomes. */
export function PublishAlerts(props: {
  state: BuilderState;
  save: SaveState;
  onProblem(field: string): void;
  onKeepMine(): void;
  onTakeTheirs(theirs: { page: unknown; savedAt: string }): void;
}) {
  const { state, save } = props;
  return (
    <>
      {state.discardError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          Not discarded: {state.discardError}
        </div>
      ) : null}
      {save.kind === "conflict" ? (
        <Conflict theirs={save.theirs} onKeepMine={props.onKeepMine} onTakeTheirs={props.onTakeTheirs} />
      ) : null}
      <Outcome publish={state.publish} onProblem={props.onProblem} />
    </>
  );
}
