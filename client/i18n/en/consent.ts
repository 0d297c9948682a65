/** The consent dialog, the cookie settings and the placeholders of third-party embeds (client/consent/). */
export const consent = {
  choosePurpose: "Choose by purpose",
  /** After a purpose's text: the services it covers. */
  services: "Services: {list}.",
  settings: "Settings",
  save: "Save my choices",
  decline: "Decline",
  accept: "Accept all",
  later: "Decide later",
  purposes: {
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
  },
  /** A service's name in the dialog. */
  serviceNames: {
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
  },
  /** The placeholder of an embed or slot until its service is consented. */
  embed: {
    video: {
      note: "This video player is provided by another company and loads only with your consent. Enabling it allows the video player on every page; you can change this in the cookie settings.",
      enable: "Enable the video player",
    },
    codeSandbox: {
      note: "This code sandbox is provided by another company and loads only with your consent. Enabling it allows the code sandbox on every page; you can change this in the cookie settings.",
      enable: "Enable the code sandbox",
    },
    fiddle: {
      note: "This code fiddle is provided by another company and loads only with your consent. Enabling it allows the code fiddle on every page; you can change this in the cookie settings.",
      enable: "Enable the code fiddle",
    },
    officesMap: {
      note: "This offices map is provided by another company and loads only with your consent. Enabling it allows the offices map on every page; you can change this in the cookie settings.",
      enable: "Enable the offices map",
    },
    reviewTracker: {
      note: "This review widget is provided by another company and loads only with your consent. Enabling it allows the review widget on every page; you can change this in the cookie settings.",
      enable: "Enable the review widget",
    },
  },
  unavailable: "This embed is not available at the moment.",
};
