/** A markdown document of the corpus. */
export interface CorpusDocument {
  /** Path below the project root, e.g. `node_modules/ajv/README.md`. */
  path: string;
  /** The file's text (UTF-8). */
  source: string;
}
/** Options of {@link markdownCorpus}. */
export interface CorpusOptions {
  /** File names to collect, lower case (`readme.md`, `changelog.md`, …); matched case-insensitively. */
  names: readonly string[];
  /** Largest file size in bytes taken. @defaultValue no limit */
  maxBytes?: number;
}
/**
 * Every file below `root/node_modules` (any depth, symbolic links not followed) whose lower-cased
 * name is in `names` and whose size is at most `maxBytes`, one per distinct content, sorted by path.
 */
export declare function markdownCorpus(root: string, options: CorpusOptions): CorpusDocument[];
