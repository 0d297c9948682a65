import type { Messages } from "../messages.ts";

export const consent: Messages["consent"] = {
  choosePurpose: "Nach Zweck auswählen",
  services: "Dienste: {list}.",
  settings: "Einstellungen",
  save: "Auswahl speichern",
  decline: "Ablehnen",
  accept: "Alle akzeptieren",
  later: "Später entscheiden",
  purposes: {
    analytics: {
      title: "Statistik und Werbung",
      text: "Wir zählen Besuche und messen den Erfolg unserer Kampagnen, um die Website zu verbessern und weniger für Anzeigen auszugeben, die Sie nicht interessieren.",
    },
    tools: {
      title: "Werkzeuge und Medien",
      text: "Chat mit unserem Team, eine Karte unserer Standorte, eingebettete Videos und Live-Codebeispiele, jeweils vom Anbieter geladen.",
    },
    security: {
      title: "Sicherheit",
      text: "Schützt die Website und Ihr Konto und merkt sich, was Sie hier entscheiden. Immer aktiv.",
    },
  },
  serviceNames: {
    tagManager: "Tag-Manager (Besuchsstatistik)",
    marketingPixel: "Marketing-Pixel (Kampagnenerfolg)",
    socialAdPixel: "Werbepixel eines sozialen Netzwerks",
    businessNetwork: "Auswertungen eines Business-Netzwerks",
    visitorIdentification: "Erkennung besuchender Unternehmen",
    reviewTracker: "Bewertungs-Widget",
    chat: "Chat mit unserem Team",
    officesMap: "Karte unserer Standorte",
    video: "Videoplayer",
    codeSandbox: "Code-Sandboxes",
    fiddle: "Code-Fiddles",
  },
  embed: {
    video: {
      note: "Dieser Videoplayer kommt von einem anderen Unternehmen und lädt nur mit Ihrer Zustimmung. Aktivieren Sie ihn, ist er auf allen Seiten erlaubt; ändern können Sie das jederzeit in den Cookie-Einstellungen.",
      enable: "Videoplayer aktivieren",
    },
    codeSandbox: {
      note: "Diese Code-Sandbox kommt von einem anderen Unternehmen und lädt nur mit Ihrer Zustimmung. Aktivieren Sie sie, ist sie auf allen Seiten erlaubt; ändern können Sie das jederzeit in den Cookie-Einstellungen.",
      enable: "Code-Sandbox aktivieren",
    },
    fiddle: {
      note: "Dieses Code-Fiddle kommt von einem anderen Unternehmen und lädt nur mit Ihrer Zustimmung. Aktivieren Sie es, ist es auf allen Seiten erlaubt; ändern können Sie das jederzeit in den Cookie-Einstellungen.",
      enable: "Code-Fiddle aktivieren",
    },
    officesMap: {
      note: "Diese Standortkarte kommt von einem anderen Unternehmen und lädt nur mit Ihrer Zustimmung. Aktivieren Sie sie, ist sie auf allen Seiten erlaubt; ändern können Sie das jederzeit in den Cookie-Einstellungen.",
      enable: "Standortkarte aktivieren",
    },
    reviewTracker: {
      note: "Dieses Bewertungs-Widget kommt von einem anderen Unternehmen und lädt nur mit Ihrer Zustimmung. Aktivieren Sie es, ist es auf allen Seiten erlaubt; ändern können Sie das jederzeit in den Cookie-Einstellungen.",
      enable: "Bewertungs-Widget aktivieren",
    },
  },
  unavailable: "Dieser eingebettete Inhalt ist gerade nicht verfügbar.",
};
