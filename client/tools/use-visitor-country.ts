import { useEffect, useRef, useState } from "react";
import { visitorGeolocation } from "./api.ts";

/**
 * The country an address tool starts on (docs/tools.md): the tool's own (IE, GB, US), or,
 * for tools without one, the visitor's, as the edge sees it, unless the visitor has already
 * chosen another.
 */
export function useVisitorCountry(toolCountry: string | null | undefined): [string, (code: string) => void] {
  const [country, setCountry] = useState(toolCountry ?? "");
  const chosen = useRef(false);
  useEffect(() => {
    if (toolCountry) return;
    const controller = new AbortController();
    void visitorGeolocation(controller.signal).then((where) => {
      if (!controller.signal.aborted && !chosen.current && where?.country_code) setCountry(where.country_code);
    });
    return () => controller.abort();
  }, [toolCountry]);
  return [
    country,
    (code: string) => {
      chosen.current = true;
      setCountry(code);
    },
  ];
}
