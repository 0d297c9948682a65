import { INDUSTRIES_EN, TIMEFRAMES, USE_CASES, type UseCaseKey } from "../../forms/options.ts";

/** The contact and sign-up funnel (client/funnel/). */
export const funnel = {
  back: "Back",
  contactChoices: {
    heading: "How can we help?",
    intro: "Choose what brings you here and we will take it from there.",
    sales: { title: "Contact sales", text: "Plans, volumes and Enterprise terms for your project." },
    support: {
      title: "Contact support",
      text: "Technical help from the engineers who build our APIs.",
      newTab: "opens in a new tab",
    },
    message: { title: "Send a message", text: "Partnerships, press, billing or anything else on your mind." },
  },
  signupChoices: {
    heading: "Which describes you best?",
    intro: "We will show you the quickest way to get started.",
    developer: { title: "I write code", text: "I want an API key and the documentation to start building." },
    nonDeveloper: { title: "I don't write code", text: "I am looking at Locus for my team or my business." },
  },
  useCases: {
    heading: "What would you like to build?",
    intro: "Choose every use case that applies, so that the right people answer you.",
    signupHeading: "What will you build with Locus?",
    signupIntro: "Choose every use case that applies; after you sign up we will point you to the right guides.",
    selected: "{count} selected",
    none: "Choose at least one use case to go on.",
    next: "Next",
    labels: Object.fromEntries(USE_CASES.map((u) => [u.key, u.label])) as Record<UseCaseKey, string>,
  },
  forms: {
    sales: {
      heading: "Tell us about your project",
      intro: "Our sales team usually replies within one business day.",
      details: "Project details",
    },
    enterprise: {
      heading: "Let's talk about Enterprise",
      intro: "Leave your details and an account manager will get back to you within one business day.",
      details: "How can we help?",
    },
    inquiry: {
      heading: "Send us a message",
      intro: "Partnerships, press, billing or feedback: we read every message.",
      details: "Your message",
    },
    fields: {
      first_name: "First name",
      last_name: "Last name",
      email: "Work email",
      job_title: "Job title",
      company: "Company",
      country: "Country",
      industry: "Industry",
      Your_timeframe: "When would you like to start?",
      phoneNumber: "Phone number",
    },
    choose: { country: "Choose a country", industry: "Choose an industry", timeframe: "Choose a timeframe" },
    optional: "optional",
    requiredNote: "All fields are required unless marked optional.",
    useCasesChosen: "Your use cases",
    agreement: {
      before: "I agree that Locus keeps these details and uses them to answer my request, as set out in the ",
      link: "privacy policy",
      after: ".",
    },
    send: "Send",
    sending: "Sending…",
    fieldError: "Please check this field.",
    /** The label of the field only robots fill in (hidden from people). */
    trap: "Website",
  },
  industries: INDUSTRIES_EN,
  timeframes: TIMEFRAMES,
  success: {
    heading: "Thank you!",
    text: "Your message is with us. A person from the right team will reply by email, usually within one business day.",
    home: "Back to the home page",
  },
};
