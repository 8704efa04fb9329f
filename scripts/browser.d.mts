export declare const SYSTEM_CHROMIUM: string;
export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
