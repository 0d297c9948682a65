/**
 * docs/content-model.md: anchor text becomes an element id by lowercasing and replacing any
 * character not a–z or 0–9 with an underscore.
 * @example anchorId("Offices & Teams") // "offices___teams"
 */
export function anchorId(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "_");
}
