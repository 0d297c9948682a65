const count = new Intl.NumberFormat("en");

/** 135000 → "135,000". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 credit" / "2 credits" / "0.5 credits". */
export function creditsLabel(credits: number): string {
  return `${count.format(credits)} credit${credits === 1 ? "" : "s"}`;
}
