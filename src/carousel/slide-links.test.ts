import { describe, expect, it } from 'vitest';
import { slideLinkProps, type SlideLinkRender } from './slide-links';
import { carouselTheme } from './theme';

const internal: SlideLinkRender = { is: 'a', attrs: { href: '/team/ada' }, isLink: true };
const plain: SlideLinkRender = { is: 'div', attrs: {}, isLink: false };

/** Keys whose value is `undefined`: Vue would remove each such attribute at mount, a DOM call for nothing. */
const undefinedKeys = (props: Record<string, unknown>) => Object.keys(props).filter((key) => props[key] === undefined);

describe('slideLinkProps', () => {
  it('gives the tab stop only the link and its class', () => {
    expect(slideLinkProps(internal, '1 of 3', true, true)).toEqual({ href: '/team/ada', class: carouselTheme.link });
  });

  it('takes the other slides out of the tab order and names a link without text of its own', () => {
    expect(slideLinkProps(internal, '2 of 3', false, false)).toEqual({
      href: '/team/ada',
      class: carouselTheme.link,
      'aria-label': '2 of 3',
      tabindex: -1,
    });
  });

  it('never names a plain box', () => {
    expect(slideLinkProps(plain, '3 of 3', false, true)).toEqual({ class: carouselTheme.link });
  });

  it('leaves out every attribute that does not apply rather than setting it to undefined', () => {
    for (const link of [internal, plain]) {
      for (const named of [true, false]) {
        for (const tabbable of [true, false]) expect(undefinedKeys(slideLinkProps(link, 'label', named, tabbable))).toEqual([]);
      }
    }
  });
});
