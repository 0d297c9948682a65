import type { Language } from "../../content/languages.ts";

/** The words the testimonial blocks add around a quote, in each language of the site. */
export interface TestimonialWords {
  /** The stars, for screen readers: "Rated 5 out of 5". */
  rated(count: number): string;
  /** The link to the customer's story: "Read the story: Kyma Ferries". */
  readStory(company: string | null): string;
}

const WORDS: Record<Language, TestimonialWords> = {
  en: {
    rated: (count) => `Rated ${count} out of 5`,
    readStory: (company) => `Read the story${company ? `: ${company}` : ""}`,
  },
  de: {
    rated: (count) => `Bewertet mit ${count} von 5 Sternen`,
    readStory: (company) => `Zur Kundengeschichte${company ? `: ${company}` : ""}`,
  },
  fr: {
    rated: (count) => `Noté ${count} sur 5`,
    readStory: (company) => `Lire le témoignage${company ? ` : ${company}` : ""}`,
  },
};

export function testimonialWords(language: Language): TestimonialWords {
  return WORDS[language];
}
