// Task meta shared by the visual check (browser) and the visual reporter (Node).
declare module '@vitest/runner' {
  interface TaskMeta {
    /** Screenshots compared by this story test, or the opt-out reason. */
    visual?: { compared: number } | { optOut: string };
  }
}
export {};
