import { describe, expect, it } from "vitest";
import { externalVideoProblem, VIDEO_MESSAGES } from "./video-rules.ts";

describe("external video source (docs/section-library.md)", () => {
  it("must start with https://", () => {
    expect(externalVideoProblem("http://media.example.com/tour.mp4", "video/mp4")).toBe(
      'the video must be externally hosted (value should start with "https://")',
    );
    expect(externalVideoProblem("/videos/tour.mp4", "video/mp4")).toBe(VIDEO_MESSAGES.host);
  });

  it("with the webm type it must end in webm", () => {
    expect(externalVideoProblem("https://media.example.com/tour.mp4", "video/webm")).toBe(
      "the video must be a webm file (*.webm)",
    );
    expect(externalVideoProblem("https://media.example.com/tour.webm", "video/webm")).toBeNull();
  });

  it("with the mp4 type it must end in mp4", () => {
    expect(externalVideoProblem("https://media.example.com/tour.webm", "video/mp4")).toBe(
      "the video must be a mp4 file (*.mp4)",
    );
    expect(externalVideoProblem("https://media.example.com/tour.MP4", "video/mp4")).toBeNull();
  });

  it("a query string after the file name does not hide its type", () => {
    expect(externalVideoProblem("https://media.example.com/tour.mp4?v=3", "video/mp4")).toBeNull();
  });
});
