/**
 * "Show code" on the carousels' docs pages: a story with slot content prints its `#slide` template
 * inside the component, with the item's own title field; other stories print the component alone.
 */
import { describe, expect, it } from 'vitest';
import { carouselSource } from '../../stories/support/options-docs';

const SLOT = '<template #slide="{ item, index }">\n  <p>#{{ index + 1 }} · {{ {title} }}</p>\n</template>';

describe('carouselSource', () => {
  it.each([
    ['AddonCarouselTeam', 'item.name'],
    ['AddonCarouselIcons', 'item.title'],
  ] as const)('%s: the slot template inside the component, with %s', (component, title) => {
    const code = carouselSource(component, {}, './fixtures')('', { args: { slides: [] }, parameters: { carouselSlot: SLOT } });
    expect(code).toContain(`<${component} :slides="[]">\n    <template #slide="{ item, index }">\n      <p>#{{ index + 1 }} · {{ ${title} }}</p>\n    </template>\n  </${component}>`);
  });

  it('without a slot: the component alone', () => {
    const code = carouselSource('AddonCarouselTeam', {}, './fixtures')('', { args: { slides: [] } });
    expect(code).toContain('<AddonCarouselTeam :slides="[]" />');
  });
});
