export declare const SYSTEM_CHROMIUM: string;
export declare function chromiumPath(): string | undefined;
/** The Chromium features Playwright turns off at every launch (see browser.mjs). */
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
/** Browser UI features turned off beside Playwright's (see browser.mjs). */
export declare const BROWSER_UI_FEATURES_OFF: string[];
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
