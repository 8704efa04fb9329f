/**
 * Changing data, in Chromium: when `slides` shrinks, grows or is replaced while the carousel shows a
 * later slide, the current slide clamps into range, the viewport shows no blank slots, the buttons'
 * disabled state and the announcement match ("Slide 2 of 2", "Slides 1–2 of 2"), and `onUpdateModelValue` fires at most
 * once, with an index in range. With `wrapAround` too: the clones follow the new slides, and a
 * change that comes mid-move clamps where the move lands, each callback once and in range; where
 * every slide is in view there are no clones (no slide shown twice). A slide whose `to` cannot be
 * read is plain content, and the others render.
 */
import { h, nextTick, shallowRef, type Component } from 'vue';
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { mountApp, unmountAll, wait } from './support';

const team = (n: number, tag = 'Member') => Array.from({ length: n }, (_, i) => ({ name: `${tag} ${i + 1}`, role: 'Engineer' }));
const icons = (n: number, tag = 'Topic') => Array.from({ length: n }, (_, i) => ({ title: `${tag} ${i + 1}` }));

afterEach(unmountAll);
beforeAll(() => page.viewport(1280, 900));

async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown>) {
  const data = shallowRef(slides);
  const indexes: number[] = [];
  const host = mountApp({
    render: () => h(component, { slides: data.value, carousel: { transition: 0, ...carousel, onUpdateModelValue: (i: number) => indexes.push(i) } }),
  }, { width: '1100px' });
  await wait(80);
  return {
    host,
    indexes,
    async set(next: unknown[]) {
      indexes.length = 0;
      data.value = next;
      await nextTick();
      await wait(150);
    },
  };
}

function state(host: HTMLElement) {
  const viewport = host.querySelector('.carousel__viewport')!.getBoundingClientRect();
  const slides = [...host.querySelectorAll<HTMLElement>('.carousel__slide')].map((li) => li.getBoundingClientRect());
  // Width of the viewport covered by slides (slides do not overlap).
  const covered = slides.reduce((sum, box) => sum + Math.max(0, Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left)), 0);
  const fits = slides.reduce((sum, box) => sum + box.width, 0);
  return {
    announcement: host.querySelector('[aria-live]:not(.carousel__liveregion)')!.textContent!.trim(),
    groups: host.querySelectorAll('[aria-roledescription="slide"]').length,
    blank: Math.round(Math.min(viewport.width, fits) - covered),
    prevDisabled: host.querySelector<HTMLButtonElement>('[data-control="prev"]')?.disabled,
    nextDisabled: host.querySelector<HTMLButtonElement>('[data-control="next"]')?.disabled,
    visible: [...host.querySelectorAll<HTMLElement>('[aria-roledescription="slide"][data-visible]:not([data-clone])')].map((g) => g.textContent!.trim()),
  };
}

describe('slides shrink, grow or are replaced', () => {
  it('icons at slide 10, 12 → 6: clamps to the end, no blank slots, Next disabled, one in-range callback', async () => {
    const m = await mount(AddonCarouselIcons, icons(12), { modelValue: 9 });
    // Seven in view: the row ends at the last slide.
    expect(state(m.host).announcement).toBe('Slides 6–12 of 12');
    await m.set(icons(6));
    const s = state(m.host);
    expect(s.groups).toBe(6);
    expect(s.announcement).toBe('Slides 1–6 of 6');
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(s.visible).toContain('Topic 6');
    expect(s.nextDisabled).toBe(true);
    expect(m.indexes.length).toBeLessThanOrEqual(1);
    for (const i of m.indexes) expect(i).toBeLessThan(6);
  });

  it('team (3 in view) at slide 10, 12 → 2: both members shown from the start, "Slides 1–2 of 2", nowhere to move', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9 });
    await m.set(team(2));
    const s = state(m.host);
    expect(s.groups).toBe(2);
    expect(s.announcement).toBe('Slides 1–2 of 2');
    expect(s.visible).toEqual([expect.stringContaining('Member 1'), expect.stringContaining('Member 2')]);
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(s.nextDisabled).toBe(true);
    expect(s.prevDisabled).toBe(true);
    expect(m.indexes).toEqual([0]);
  });

  it('team (1 in view) at slide 10, 12 → 2: "Slide 2 of 2", Next disabled, Previous enabled', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9, itemsToShow: 1, breakpoints: {} });
    await m.set(team(2));
    const s = state(m.host);
    expect(s.announcement).toBe('Slide 2 of 2');
    expect(s.visible).toEqual([expect.stringContaining('Member 2')]);
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(s.nextDisabled).toBe(true);
    expect(s.prevDisabled).toBe(false);
    expect(m.indexes).toEqual([1]);
  });

  it('team at slide 10, 12 → 1: no controls, "Slide 1 of 1", the member shown', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9 });
    await m.set(team(1));
    const s = state(m.host);
    expect(s.announcement).toBe('Slide 1 of 1');
    expect(s.visible).toEqual([expect.stringContaining('Member 1')]);
    expect(s.prevDisabled).toBeUndefined();
  });

  it('team at slide 10, 12 → 0 → 3: empty, then "Slides 1–3 of 3"', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9 });
    await m.set([]);
    expect(state(m.host).announcement).toBe('');
    await m.set(team(3));
    const s = state(m.host);
    expect(s.announcement).toBe('Slides 1–3 of 3');
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(s.visible.length).toBe(3);
  });

  it('icons at slide 6 of 8, 8 → 12 (grow): stays on slide 6, "Slides 6–12 of 12", Next disabled (slide 12 is in view), Previous moves the row, no callback', async () => {
    const m = await mount(AddonCarouselIcons, icons(8), { modelValue: 5 });
    await m.set(icons(12));
    const s = state(m.host);
    expect(s.announcement).toBe('Slides 6–12 of 12');
    expect(s.nextDisabled).toBe(true);
    expect(s.prevDisabled).toBe(false);
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(m.indexes).toEqual([]);
  });

  it('team (3 in view) of 2 starting at slide 2: both members shown, the first current (one callback); a later modelValue of 1 moves nothing', async () => {
    const model = shallowRef(1);
    const indexes: number[] = [];
    const host = mountApp({
      render: () => h(AddonCarouselTeam, { slides: team(2), carousel: { transition: 0, modelValue: model.value, onUpdateModelValue: (i: number) => indexes.push(i) } }),
    }, { width: '1100px' });
    await wait(80);
    const s = state(host);
    expect(s.announcement).toBe('Slides 1–2 of 2');
    expect(s.visible).toEqual([expect.stringContaining('Member 1'), expect.stringContaining('Member 2')]);
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(indexes).toEqual([0]);
    model.value = 0;
    await nextTick();
    model.value = 1;
    await nextTick();
    await wait(150);
    expect(state(host)).toEqual(s);
    expect(indexes).toEqual([0]);
  });

  it('slides that arrive after mount (loaded by the app) start at modelValue: team, none → 12 at slide 6', async () => {
    const m = await mount(AddonCarouselTeam, [], { modelValue: 5 });
    await m.set(team(12));
    const s = state(m.host);
    expect(s.announcement).toBe('Slides 6–8 of 12');
    expect(s.visible[0]).toContain('Member 6');
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(m.indexes).toEqual([5]);
  });

  it('team at slide 10, replaced by 12 other members: same position, new content, no blank slots', async () => {
    const m = await mount(AddonCarouselTeam, team(12), { modelValue: 9 });
    await m.set(team(12, 'Other'));
    const s = state(m.host);
    expect(s.announcement).toBe('Slides 10–12 of 12');
    expect(s.visible[0]).toContain('Other 10');
    expect(s.blank).toBeLessThanOrEqual(1);
    expect(m.indexes).toEqual([]);
  });
});

describe('wrapAround where every slide fits', () => {
  it.each([
    ['team, 2 of 3 in view', AddonCarouselTeam, team, 2, 'Slides 1–2 of 2'],
    ['icons, 5 of 7 in view', AddonCarouselIcons, icons, 5, 'Slides 1–5 of 5'],
  ] as const)('%s: each slide shown once, no clones, nowhere to move; more slides later wrap again', async (_name, component, make, n, announcement) => {
    const m = await mount(component, make(n), { wrapAround: true });
    const s = state(m.host);
    expect(m.host.querySelectorAll('[data-clone]')).toHaveLength(0);
    expect(s.groups).toBe(n);
    expect(s.announcement).toBe(announcement);
    expect([s.prevDisabled, s.nextDisabled]).toEqual([true, true]);
    await m.set(make(12));
    const grown = state(m.host);
    expect(m.host.querySelectorAll('[data-clone]').length).toBeGreaterThan(0);
    expect([grown.prevDisabled, grown.nextDisabled]).toEqual([false, false]);
  });
});

describe('a slide whose link cannot be read', () => {
  it('renders as plain content with one warning; the other slides render, no error', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const unreadable = { name: 'Member 1', get to(): unknown { return { get path(): string { throw new Error('boom'); } }; } };
      const m = await mount(AddonCarouselTeam, [unreadable, ...team(3).slice(1)], {});
      expect(errors).toEqual([]);
      expect(state(m.host).groups).toBe(3);
      expect(m.host.querySelectorAll('[aria-roledescription="slide"] a')).toHaveLength(0);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('could not be read'))).toHaveLength(1);
    } finally {
      window.removeEventListener('error', onError);
      warn.mockRestore();
    }
  });
});

describe('slides shrink or are replaced with wrapAround', () => {
  it.each([
    ['team', AddonCarouselTeam, team, 'Member', 6, 'Slides 1–3 of 6'],
    ['icons', AddonCarouselIcons, icons, 'Topic', 11, 'Slides 1–7 of 11'],
  ] as const)('%s at slide 1, 12 → fewer slides: the current slide stays, the leading clones show the new last slides, no error', async (_name, component, make, tag, n, announcement) => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      const m = await mount(component, make(12), { wrapAround: true });
      await m.set(make(n));
      const s = state(m.host);
      expect(errors).toEqual([]);
      expect(s.groups).toBeGreaterThanOrEqual(n);
      expect(s.announcement).toBe(announcement);
      expect(s.visible[0]).toContain(`${tag} 1`);
      const clones = [...m.host.querySelectorAll('[aria-roledescription="slide"][data-clone]')].map((g) => g.textContent!.trim());
      expect(clones.every((text) => Number(text.match(/\d+/)![0]) <= n), clones.join(', ')).toBe(true);
      expect(m.indexes).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('team sliding from slide 1 back to slide 12, 12 → 6 mid-move: lands on slide 6 of 6, its slides reachable, each callback once and in range', async () => {
    const data = shallowRef(team(12));
    const calls: string[] = [];
    const indexes: number[] = [];
    const exposed = shallowRef<{ carousel: { data: { currentSlide: number } } }>();
    // The move starts among 12 slides; where it lands is reported among the 6 present then.
    const record = (name: string) => (payload: object) => {
      calls.push(name);
      if (name !== 'start') indexes.push(...Object.entries(payload as Record<string, number>).filter(([key]) => key !== 'slidesCount').map(([, value]) => value));
    };
    const host = mountApp({
      render: () =>
        h(AddonCarouselTeam, {
          ref: exposed,
          slides: data.value,
          carousel: { wrapAround: true, transition: 300, onSlideStart: record('start'), onSlideEnd: record('end'), onLoop: record('loop') },
        }),
    }, { width: '1100px' });
    await wait(80);
    host.querySelector<HTMLButtonElement>('[data-control="prev"]')!.click();
    await wait(50);
    data.value = team(6);
    await wait(600);
    const s = state(host);
    expect(exposed.value!.carousel.data.currentSlide).toBe(5);
    expect(s.announcement).toBe('Slide 6 of 6');
    expect(s.visible).toContainEqual(expect.stringContaining('Member 6'));
    expect(calls).toEqual(['start', 'loop', 'end']);
    for (const index of indexes) expect(index).toBeLessThan(6);
  });

  it('team at slide 10, 12 → 6: clamps to slide 6 in place, as without wrapAround: one onUpdateModelValue, no move callbacks', async () => {
    const starts: unknown[] = [];
    const ends: unknown[] = [];
    const m = await mount(AddonCarouselTeam, team(12), { wrapAround: true, modelValue: 9, onSlideStart: (p: unknown) => starts.push(p), onSlideEnd: (p: unknown) => ends.push(p) });
    await m.set(team(6));
    expect(state(m.host).visible[0]).toContain('Member 6');
    expect(m.indexes).toEqual([5]);
    expect(starts).toEqual([]);
    expect(ends).toEqual([]);
  });
});
