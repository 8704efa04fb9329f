/** A row of a size table: `gzip` in bytes (null when there is nothing to measure). */
export interface SizeRow {
  name: string;
  files: number;
  gzip: number | null;
  note?: string;
  total?: boolean;
}
/** One entry of a Vite build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export declare const DEFAULT_LANGS: string[];
export declare const DEFAULT_THEMES: string[];
export declare function gz(file: string): number;
export declare const kb: (bytes: number) => string;
export declare function staticClosure(file: string, seen?: Set<string>): Set<string>;
export declare function libraryRows(dist?: string): SizeRow[];
export declare function componentRows(dist?: string): SizeRow[];
export declare function manifestClosure(manifest: Record<string, ManifestChunk>, key: string, seen?: Set<string>): Set<string>;
export declare function lazyShikiRows(appDist: string): Promise<SizeRow[]>;
export declare function pageRows(appDist: string): SizeRow[];
export declare function printRows(title: string, rows: SizeRow[]): void;
