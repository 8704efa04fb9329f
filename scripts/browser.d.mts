export declare const SYSTEM_CHROMIUM: string;
export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
/** What ensure-browser.mjs knows about the machine. */
export interface MachineFacts {
  system?: string;
  playwright?: string;
  root: boolean;
  debian: boolean;
  aptGet?: string;
}
export type BrowserPlan = { action: 'use'; path: string } | { action: 'apt' } | { action: 'fail'; message: string };
export declare function browserPlan(facts: MachineFacts): BrowserPlan;
export declare function machineFacts(playwright?: string): MachineFacts;
