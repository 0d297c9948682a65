import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";
import landmarkSet from "../landmarks/landmarks.json";
import { formatReport, measureLandmarks, type Landmark } from "../landmarks/score.ts";

const landmarks = (landmarkSet as { landmarks: Landmark[] }).landmarks;

describe("reverse geocoding of well-known landmarks (tests/landmarks)", () => {
  it("the set is at least 100 landmarks in at least 25 countries, each US one with its ZIP code", () => {
    expect(landmarks.length).toBeGreaterThanOrEqual(100);
    expect(new Set(landmarks.map((l) => l.country)).size).toBeGreaterThanOrEqual(25);
    for (const landmark of landmarks.filter((l) => l.country === "US")) expect(landmark.zip).toMatch(/^\d{5}$/);
  });

  it("the embedded provider names the containing town for at least 95 % of them", async () => {
    const report = await measureLandmarks(new EmbeddedProvider(env.ASSETS), landmarks);
    console.log(formatReport(report));
    expect(report.town.share).toBeGreaterThanOrEqual(0.95);
    // ZIP codes are points, not outlines, in the embedded data: this guards the measured share.
    expect(report.zip.share).toBeGreaterThanOrEqual(0.55);
    // Paris arrondissements, UK postcode areas and Eircode routing keys named by their town.
    expect(report.postcode.share).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
