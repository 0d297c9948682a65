import type { en } from "./en/index.ts";

/** A catalogue's shape with every message a plain `string` (the English texts are its reference). */
type Widen<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? readonly Widen<T[number]>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * The shape of a language's message catalogue: the English catalogue's keys, each a text.
 * client/i18n/{de,fr}/ are typed with it, so a key missing in German or French fails the
 * type check (and catalogue-check.ts fails the build). docs/languages.md.
 */
export type Messages = Widen<typeof en>;
