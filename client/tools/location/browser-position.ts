import type { LatLng } from "../../localities/api-types.ts";

export type PositionOutcome = { ok: true; position: LatLng } | { ok: false; reason: "denied" | "unavailable" };

/** Asks the browser for the visitor's position (this prompts unless already decided). */
export function browserPosition(timeoutMs = 15_000): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve({ ok: false, reason: "unavailable" });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ ok: true, position: { lat: found.coords.latitude, lng: found.coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** True when the visitor has already allowed this site to read the position (no prompt). */
export async function positionAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state === "granted";
  } catch {
    return false;
  }
}
