import type { CodeSample } from "../../developers/samples.ts";
import { CodeFigure } from "../../sections/code-figure.tsx";

/**
 * Samples of one request in several languages, one native <details> each, the first open:
 * readable with no script, each with the site script's Copy button.
 */
export function CodeSamples({ samples, what }: { samples: readonly CodeSample[]; what: string }) {
  return (
    <div className="api-samples">
      {samples.map((sample, i) => (
        <details key={sample.language} className="api-samples__item" open={i === 0}>
          <summary className="api-samples__summary">{sample.label}</summary>
          <CodeFigure label={sample.label} code={sample.code} copyLabel={`Copy the ${sample.label} sample ${what}`} />
        </details>
      ))}
    </div>
  );
}
