/** What every pipeline in the benchmark gets: the same grammars and the same dual themes. */
export const BENCH_LANGS = ['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff', 'ts'] as const;
export const BENCH_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** A pipeline under test: markdown in, sanitised (where the peer offers it) HTML out. */
export interface Pipeline {
  name: string;
  /** One-off set-up (highlighter creation, grammar loading) — excluded from warm timings. */
  setup(): Promise<void>;
  render(source: string): Promise<string>;
  /** Live highlighter instances this pipeline created so far. */
  highlighters(): number;
}
