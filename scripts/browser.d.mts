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
  /** Debian or a derivative (`/etc/debian_version`, or `debian`/`ubuntu` in os-release's ID or ID_LIKE). */
  debian: boolean;
  /** Ubuntu or a derivative of it (os-release's ID or ID_LIKE): its `chromium` package is a snap. */
  ubuntu?: boolean;
  aptGet?: string;
}
export type BrowserPlan = { action: 'use'; path: string } | { action: 'apt' } | { action: 'fail'; message: string };
export declare function browserPlan(facts: MachineFacts): BrowserPlan;
export declare function machineFacts(playwright?: string): MachineFacts;
