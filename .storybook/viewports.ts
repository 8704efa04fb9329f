/**
 * Named viewports at the widths the carousels' breakpoints use (minimum widths in px), plus a wide
 * desktop. Keys are used by stories as `globals: { viewport: { value: 'bp768' } }`.
 */
export const VIEWPORTS = {
  bp300: { name: 'Breakpoint 300 (phone)', styles: { width: '300px', height: '640px' }, type: 'mobile' },
  bp768: { name: 'Breakpoint 768 (tablet)', styles: { width: '768px', height: '900px' }, type: 'tablet' },
  bp900: { name: 'Breakpoint 900', styles: { width: '900px', height: '900px' }, type: 'tablet' },
  bp1024: { name: 'Breakpoint 1024 (laptop)', styles: { width: '1024px', height: '800px' }, type: 'desktop' },
  bp1280: { name: 'Wide desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
