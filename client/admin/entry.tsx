/**
 * The admin app's entry (its own build, loaded by /admin pages only: scripts/build-client.ts).
 * The server names the view and its parameters in #admin-root's data-boot.
 */
import { createRoot } from "react-dom/client";
import { AdminApp } from "./app.tsx";
import { readBoot } from "./boot.ts";

const root = document.getElementById("admin-root");
if (root) {
  createRoot(root).render(<AdminApp boot={readBoot(root)} />);
  root.dataset.hydrated = "true";
}
