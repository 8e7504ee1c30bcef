// UX-4: lets the browser paint and handle taps before the next piece of start-up work, so each
// piece is a task of its own rather than part of one long task (main.tsx's stages, the start
// sequence's steps, the data layer's steps).
export const yieldToBrowser = (): Promise<void> => new Promise((resume) => setTimeout(resume, 0));
