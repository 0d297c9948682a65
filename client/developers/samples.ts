/**
 * Code samples for the product's API (docs/localities.md#developer-page): the same request
 * as curl, as fetch in a browser page and as Python with requests, for the base address
 * of the site settings. The browser sample carries the public key (restricted to the
 * customer's domains); curl and Python run on a server with the private key.
 */

export type SampleLanguage = "curl" | "javascript" | "python";

export interface CodeSample {
  language: SampleLanguage;
  /** What the tab says: "curl", "JavaScript (fetch)", "Python (requests)". */
  label: string;
  code: string;
}

interface SampleRequest {
  params: readonly (readonly [string, string])[];
  /** JavaScript that prints the useful part of `answer`. */
  javascript: string;
  /** Python that prints the useful part of `answer`. */
  python: string;
  /** A line above the request, when a parameter needs explaining. */
  note?: { javascript: string; python: string; curl: string };
}

const SAMPLE_REQUESTS: Record<string, SampleRequest> = {
  autocomplete: {
    params: [
      ["input", "Lyon"],
      ["components", "country:fr"],
    ],
    javascript: "for (const s of answer.localities) console.log(s.description, s.public_id);",
    python: 'for suggestion in answer["localities"]:\n    print(suggestion["description"], suggestion["public_id"])',
  },
  details: {
    params: [["public_id", "PUBLIC_ID"]],
    javascript: "console.log(answer.result?.formatted_address, answer.result?.geometry.location);",
    python:
      'result = answer.get("result")\nif result:\n    print(result["formatted_address"], result["geometry"]["location"])',
    note: {
      javascript: "// PUBLIC_ID: the public_id of a suggestion from /localities/autocomplete",
      python: "# PUBLIC_ID: the public_id of a suggestion from /localities/autocomplete",
      curl: "# PUBLIC_ID: the public_id of a suggestion from /localities/autocomplete",
    },
  },
  geocode: {
    params: [["latlng", "48.8584,2.2945"]],
    javascript: 'console.log(answer.results[0]?.formatted_address ?? "Nothing here");',
    python: 'print(answer["results"][0]["formatted_address"] if answer["results"] else "Nothing here")',
  },
};

const jsString = (value: string) => JSON.stringify(value);
const pyString = (value: string) => JSON.stringify(value);

function curl(url: string, request: SampleRequest): string {
  const lines = [`curl -G "${url}"`];
  for (const [name, value] of request.params) lines.push(`  --data-urlencode "${name}=${value}"`);
  lines.push('  --data-urlencode "key=YOUR_PRIVATE_KEY"');
  return [request.note?.curl, lines.join(" \\\n")].filter(Boolean).join("\n");
}

function javascript(url: string, request: SampleRequest): string {
  const params = request.params.map(([name, value]) => `${name}: ${jsString(value)}`);
  return [
    request.note?.javascript,
    `const params = new URLSearchParams({ ${[...params, 'key: "YOUR_PUBLIC_KEY"'].join(", ")} });`,
    `const response = await fetch(\`${url}?\${params}\`);`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal of the sample's own code
    "if (!response.ok) throw new Error(`Localities answered ${response.status}`);",
    "const answer = await response.json();",
    request.javascript,
  ]
    .filter(Boolean)
    .join("\n");
}

function python(url: string, request: SampleRequest): string {
  const params = request.params.map(([name, value]) => `${pyString(name)}: ${pyString(value)}`);
  return [
    "import os",
    "",
    "import requests",
    "",
    request.note?.python,
    "response = requests.get(",
    `    ${pyString(url)},`,
    `    params={${[...params, '"key": os.environ["LOCUS_PRIVATE_KEY"]'].join(", ")}},`,
    "    timeout=5,",
    ")",
    "response.raise_for_status()",
    "answer = response.json()",
    request.python,
  ]
    .filter((line) => line !== undefined)
    .join("\n");
}

/**
 * The samples of one endpoint for the product's base address, or none for an endpoint
 * without a sample request.
 * @example codeSamples("https://api.locus.example", "autocomplete")[0]?.code // 'curl -G "https://api.locus.example/localities/autocomplete" \ …'
 */
export function codeSamples(baseUrl: string, operationId: string): CodeSample[] {
  const request = SAMPLE_REQUESTS[operationId];
  if (!request) return [];
  const url = `${baseUrl.replace(/\/+$/, "")}/localities/${operationId}`;
  return [
    { language: "curl", label: "curl", code: curl(url, request) },
    { language: "javascript", label: "JavaScript (fetch)", code: javascript(url, request) },
    { language: "python", label: "Python (requests)", code: python(url, request) },
  ];
}
