/**
 * A message with its placeholders filled in: "{count} selected" with { count: 3 } gives
 * "3 selected". A placeholder without a value stays as written, so a mistake shows.
 * @example fill("Question {n} of {total}", { n: 1, total: 4 }) // "Question 1 of 4"
 */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
