import { useEffect, useState } from "react";

const DEBUG_KEY = "locus-editor-debug";

/** The Debug toggle (docs/editor.md), kept per browser. */
export function useDebugFlag(): [boolean, (on: boolean) => void] {
  const [debug, setDebug] = useState(() => localStorage.getItem(DEBUG_KEY) === "on");
  useEffect(() => localStorage.setItem(DEBUG_KEY, debug ? "on" : "off"), [debug]);
  return [debug, setDebug];
}
