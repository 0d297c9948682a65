import type { Purpose, ServiceId } from "./services.ts";

/** How the banner names a purpose and says what it is for (server-rendered only). */
export const PURPOSE_LABELS: Record<Purpose, { title: string; text: string }> = {
  analytics: {
    title: "Analytics and advertising",
    text: "Measure visits and the results of our campaigns, so that we can improve the site and spend less on ads you do not need.",
  },
  tools: {
    title: "Tools and media",
    text: "Chat with our team, a map of our offices, embedded videos and live code examples, served by their providers.",
  },
  security: {
    title: "Security",
    text: "Protect the site and your account, and remember the choices you make here. Always on.",
  },
};

/** A service's name in the banner and in an embed's placeholder. */
export const SERVICE_LABELS: Record<ServiceId, string> = {
  tagManager: "Tag manager (visit statistics)",
  marketingPixel: "Marketing pixel (campaign results)",
  socialAdPixel: "Social network ads pixel",
  businessNetwork: "Business network insights",
  visitorIdentification: "Company identification",
  reviewTracker: "Review tracker",
  chat: "Chat with our team",
  officesMap: "Map of our offices",
  video: "Video player",
  codeSandbox: "Code sandboxes",
  fiddle: "Code fiddles",
};

/** What one embed or slot of a service is called in its placeholder ("this video player …"). */
export const PLACEHOLDER_NOUNS: Record<"video" | "codeSandbox" | "fiddle" | "officesMap" | "reviewTracker", string> = {
  video: "video player",
  codeSandbox: "code sandbox",
  fiddle: "code fiddle",
  officesMap: "offices map",
  reviewTracker: "review widget",
};
