/**
 * A local stand-in for Google Identity Services (https://accounts.google.com/gsi/client),
 * which cannot load offline. It offers the part of `google.accounts.id` the sign-up page
 * uses: initialize({ client_id, callback }), renderButton(parent, { text, click_listener,
 * width }), prompt(), cancel(), disableAutoSelect(). Its button opens a small account
 * chooser; "Continue" asks the local Worker for a credential signed by the embedded
 * accounts service (POST /__accounts/google/credential) and hands it to the callback, as
 * Google hands its ID token. Styles are set through the CSSOM, which the CSP allows.
 */
export const GOOGLE_STANDIN_SCRIPT = `(() => {
  "use strict";
  let config = null;
  const style = (element, rules) => Object.assign(element.style, rules);
  const make = (tag, rules, text) => {
    const element = document.createElement(tag);
    if (rules) style(element, rules);
    if (text) element.textContent = text;
    return element;
  };
  const logo = () => {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 48 48");
    svg.setAttribute("width", "18");
    svg.setAttribute("height", "18");
    svg.setAttribute("aria-hidden", "true");
    const parts = [
      ["#EA4335", "M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z"],
      ["#4285F4", "M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z"],
      ["#FBBC05", "M10.4 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6.1C1 16.5 0 20.1 0 24s1 7.5 2.6 10.8l7.8-6.1z"],
      ["#34A853", "M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.2-8.5 2.2-6.3 0-11.7-4.1-13.6-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"],
    ];
    for (const [fill, d] of parts) {
      const path = document.createElementNS(ns, "path");
      path.setAttribute("fill", fill);
      path.setAttribute("d", d);
      svg.append(path);
    }
    return svg;
  };
  const field = (form, label, name, value, type) => {
    const id = "gsi-standin-" + name;
    const wrap = make("div", { display: "grid", gap: "4px", marginBottom: "12px" });
    const caption = make("label", { fontWeight: "600", fontSize: "14px" }, label);
    caption.htmlFor = id;
    const input = make("input", { font: "inherit", padding: "8px 10px", border: "1px solid #8a93ab", borderRadius: "6px" });
    Object.assign(input, { id, name, value, type: type || "text", required: true });
    wrap.append(caption, input);
    form.append(wrap);
    return input;
  };
  const chooser = () => {
    const dialog = make("dialog", { maxWidth: "24rem", width: "calc(100% - 2rem)", padding: "24px", border: "1px solid #dadce0", borderRadius: "12px", font: "15px/1.5 system-ui, sans-serif", color: "#1f1f1f" });
    dialog.setAttribute("aria-labelledby", "gsi-standin-title");
    dialog.className = "gsi-standin";
    const head = make("div", { display: "flex", alignItems: "center", gap: "10px", marginBottom: "6px" });
    const title = make("h2", { margin: "0", fontSize: "19px", fontWeight: "500" }, "Choose an account");
    title.id = "gsi-standin-title";
    head.append(logo(), title);
    const note = make("p", { margin: "0 0 16px", color: "#444746", fontSize: "14px" }, "to continue to Locus. Local stand-in for Google sign-in: no request leaves this machine.");
    const form = make("form", {});
    form.method = "dialog";
    const email = field(form, "Email", "email", "ada.lovelace@example.com", "email");
    const given = field(form, "First name", "given_name", "Ada");
    const family = field(form, "Last name", "family_name", "Lovelace");
    const error = make("p", { color: "#b3261e", margin: "0 0 8px", fontSize: "14px" });
    error.setAttribute("role", "alert");
    const actions = make("div", { display: "flex", justifyContent: "flex-end", gap: "8px" });
    const cancel = make("button", { font: "inherit", padding: "8px 16px", borderRadius: "999px", border: "1px solid #747775", background: "#fff", cursor: "pointer" }, "Cancel");
    cancel.type = "button";
    const submit = make("button", { font: "inherit", fontWeight: "600", padding: "8px 16px", borderRadius: "999px", border: "0", background: "#0b57d0", color: "#fff", cursor: "pointer" }, "Continue");
    submit.type = "submit";
    actions.append(cancel, submit);
    form.append(error, actions);
    dialog.append(head, note, form);
    cancel.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => dialog.remove());
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      submit.disabled = true;
      try {
        const response = await fetch("/__accounts/google/credential", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ client_id: config.client_id, email: email.value, given_name: given.value, family_name: family.value }),
        });
        const answer = await response.json();
        if (!response.ok) throw new Error(answer.error || "HTTP " + response.status);
        dialog.close();
        config.callback({ credential: answer.credential, select_by: "btn", clientId: config.client_id });
      } catch (failure) {
        error.textContent = "Sign-in failed: " + (failure && failure.message ? failure.message : failure);
        submit.disabled = false;
      }
    });
    document.body.append(dialog);
    dialog.showModal();
    email.focus();
  };
  const id = {
    initialize(options) {
      if (!options || !options.client_id || typeof options.callback !== "function") throw new Error("initialize needs client_id and callback");
      config = options;
    },
    renderButton(parent, options) {
      if (!config) throw new Error("renderButton before initialize");
      // Like Google's, the button speaks the locale it is given (en, de, fr here).
      const byLocale = {
        en: { signup_with: "Sign up with Google", signin_with: "Sign in with Google", continue_with: "Continue with Google", signin: "Sign in" },
        de: { signup_with: "Über Google registrieren", signin_with: "Über Google anmelden", continue_with: "Weiter mit Google", signin: "Anmelden" },
        fr: { signup_with: "S'inscrire avec Google", signin_with: "Se connecter avec Google", continue_with: "Continuer avec Google", signin: "Se connecter" },
      };
      const labels = byLocale[String((options && options.locale) || "en").slice(0, 2)] || byLocale.en;
      const button = make("button", {
        display: "inline-flex", alignItems: "center", justifyContent: "center", gap: "10px", width: options && options.width ? options.width + "px" : "auto", maxWidth: "100%",
        height: "40px", padding: "0 12px", font: "500 14px/1 system-ui, sans-serif", color: "#1f1f1f", background: "#fff", border: "1px solid #747775", borderRadius: "20px", cursor: "pointer",
      });
      button.type = "button";
      button.append(logo(), make("span", {}, labels[(options && options.text) || "signin_with"] || labels.signin_with));
      button.addEventListener("click", () => {
        if (options && typeof options.click_listener === "function") options.click_listener();
        chooser();
      });
      parent.replaceChildren(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  };
  window.google = Object.assign(window.google || {}, { accounts: Object.assign((window.google && window.google.accounts) || {}, { id }) });
})();
`;
