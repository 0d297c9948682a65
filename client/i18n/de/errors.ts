import type { Messages } from "../messages.ts";

export const errors: Messages["errors"] = {
  status: "Fehler {status}",
  reference: "Referenz:",
  home: "Zur Startseite",
  notFoundTitle: "Seite nicht gefunden",
  serverTitle: "Da ist etwas schiefgelaufen",
  serverText:
    "Diese Seite lässt sich gerade nicht anzeigen. Versuchen Sie es bitte gleich noch einmal; bleibt der Fehler, schreiben Sie uns und nennen Sie die Referenz unten.",
  methodNotAllowed: {
    title: "Anfrage nicht möglich",
    message: "Diese Adresse beantwortet nur {methods}, keine {method}-Anfragen.",
  },
  addressTooLong: {
    title: "Adresse zu lang",
    message:
      "Diese Webadresse ist länger als jede Adresse dieser Website. Prüfen Sie den Link oder beginnen Sie noch einmal auf der Startseite.",
  },
  notSameOrigin: {
    title: "Nicht von dieser Website gesendet",
    message: "Diese Adresse nimmt Änderungen nur von den Seiten dieser Website an.",
  },
  tooManyRequests: {
    title: "Zu viele Anfragen",
    message: "Zu viele Anfragen: Versuchen Sie es in {seconds} Sekunden noch einmal.",
  },
};
