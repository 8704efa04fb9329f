import { describe, expect, it } from 'vitest';
import { cleanTsDoc, readingDirOf, storyLocaleOf, storyThemeOf } from '../../.storybook/globals';

describe('catalog globals', () => {
  it('reads any stored value as an allowed one', () => {
    expect([storyThemeOf('dark'), storyThemeOf('DARK'), storyThemeOf(undefined)]).toEqual(['dark', 'light', 'light']);
    expect([readingDirOf('rtl'), readingDirOf(1)]).toEqual(['rtl', 'ltr']);
    expect([storyLocaleOf('fa'), storyLocaleOf('de')]).toEqual(['fa', 'en']);
  });
});

describe('cleanTsDoc (docs table)', () => {
  // The shape @storybook/vue3 gives vue-component-meta's TSDoc tags.
  const raw = "@defaultValue: 'base'<br>@link: https://github.com/tailwindlabs/tailwindcss-typography#applying-a-type-scale<br><br>Typography scale.";

  it('moves @defaultValue to the Default column and @link to an Upstream link', () => {
    const out = cleanTsDoc({ description: raw });
    expect(out.description).toBe(
      'Typography scale.\n\nUpstream: [github.com/tailwindlabs/tailwindcss-typography#applying-a-type-scale](https://github.com/tailwindlabs/tailwindcss-typography#applying-a-type-scale)',
    );
    expect(out.description).not.toMatch(/@\w+:/);
    expect(out.table?.defaultValue?.summary).toBe("'base'");
  });

  it('keeps a default the story set, and descriptions without tags as they are', () => {
    expect(cleanTsDoc({ description: raw, table: { defaultValue: { summary: 'follows the page' } } }).table?.defaultValue?.summary).toBe('follows the page');
    expect(cleanTsDoc({ description: 'Plain text.' })).toEqual({ description: 'Plain text.' });
  });
});
