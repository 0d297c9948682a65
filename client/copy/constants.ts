/** docs/section-library.md: the check icon shows for 4 seconds after copying. */
export const COPY_CONFIRMATION_MS = 4000;
