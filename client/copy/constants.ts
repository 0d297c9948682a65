/** Spec part 1 §9 and part 2 §4.4: the check icon shows for 4 seconds after copying. */
export const COPY_CONFIRMATION_MS = 4000;
