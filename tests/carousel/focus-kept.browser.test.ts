/**
 * Keyboard focus inside a carousel is never lost to the page, in Chromium with real key presses:
 * - the app changes `slides` and the focused element goes (its slide, the controls when one slide is
 *   left, the rotation button when every slide fits): focus moves to a slide in view;
 * - rotation restarted with the rotation button, then focus moves into a slide: rotation pauses while
 *   focus is in a slide (the focused slide would otherwise rotate out of view and become `inert`),
 *   and runs again when focus leaves it;
 * - the window going to the background and coming back gives focus back to the control that had it,
 *   which is not keyboard focus entering the carousel: rotation keeps running.
 */
import type { Component } from 'vue';
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddonCarouselIcons, AddonCarouselTeam } from '../../src/carousel';
import '../../src/styles.css';
import { linkedIcons as icons, linkedTeam as team, mountBetweenButtons, parkMouse, unmountAll, wait } from './support';


// A laptop window: team shows 3 slides, icons 7 (default breakpoints).
beforeAll(() => page.viewport(1280, 900));
afterEach(async () => {
  unmountAll();
  // Clicks leave the mouse where the next test file's carousel may be: hover would pause its rotation.
  await parkMouse();
});

/** Mount between two buttons, with `slides` the app can change. */
async function mount(component: Component, slides: unknown[], carousel: Record<string, unknown> = {}) {
  const { region, set } = await mountBetweenButtons(component, slides, carousel);
  return {
    region,
    set,
    control: (name: string) => region.querySelector<HTMLButtonElement>(`[data-control="${name}"]`),
    /** Where focus is: "body", "outside", or the carousel element holding it. */
    focus: () => (document.activeElement === document.body ? 'body' : region.contains(document.activeElement) ? 'inside' : 'outside'),
  };
}

describe('the focused control is disabled by the move it makes', () => {
  it.each([
    ['Next, two slides with one in view: both controls change in one move', 2, 1, 'next', 'prev'],
    ['Next, four slides with three in view', 4, 3, 'next', 'prev'],
    ['Previous, two slides with one in view', 2, 1, 'prev', 'next'],
  ] as const)('%s: focus moves to the other control, never to the page', async (_, n, inView, pressed, focused) => {
    const m = await mount(AddonCarouselTeam, team(n), { breakpoints: { 0: { itemsToShow: inView } }, ...(pressed === 'prev' ? { modelValue: n - inView } : {}) });
    m.control(pressed)!.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(m.control(pressed)!.disabled).toBe(true));
    await wait(50);
    expect(document.activeElement).toBe(m.control(focused));
  });
});

describe('slides change under keyboard focus', () => {
  it.each([
    ['AddonCarouselTeam', AddonCarouselTeam, team],
    ['AddonCarouselIcons', AddonCarouselIcons, icons],
  ] as const)('%s: the focused last slide is removed: focus moves to a slide in view', async (_name, component, make) => {
    const m = await mount(component, make(12));
    m.region.querySelector<HTMLElement>('[aria-roledescription="slide"] a')!.focus();
    await userEvent.keyboard('{End}');
    await wait(80);
    expect(document.activeElement!.closest('[aria-roledescription="slide"]')!.getAttribute('aria-label')).toMatch(/^12 of 12/);
    await m.set(make(3));
    expect(m.focus()).toBe('inside');
    const slide = document.activeElement!.closest('[aria-roledescription="slide"]')!;
    expect(slide.closest('[inert]')).toBeNull();
    expect(slide.getAttribute('aria-label')).toMatch(/of 3/);
  });

  it('as many slides, none a link any more (the focused link goes): focus moves to a slide', async () => {
    const m = await mount(AddonCarouselTeam, team(6));
    m.region.querySelector<HTMLElement>('[aria-roledescription="slide"] a')!.focus();
    await m.set(team(6).map(({ name }) => ({ name })));
    expect(m.region.querySelector('[aria-roledescription="slide"] a')).toBeNull();
    expect(m.focus()).toBe('inside');
    expect(document.activeElement!.closest('[aria-roledescription="slide"]')).not.toBeNull();
  });

  it('Next is focused and one slide is left (the controls go): focus moves to that slide', async () => {
    const m = await mount(AddonCarouselTeam, team(6));
    m.control('next')!.focus();
    await m.set(team(1));
    expect(m.control('next')).toBeNull();
    expect(m.focus()).toBe('inside');
    expect(document.activeElement!.closest('[aria-roledescription="slide"]')!.getAttribute('aria-label')).toMatch(/^1 of 1/);
  });

  it('the rotation button is focused and every slide now fits (the button goes): focus moves to a slide', async () => {
    await parkMouse();
    const m = await mount(AddonCarouselTeam, team(6), { autoplay: 5000 });
    m.control('rotation')!.focus();
    await m.set(team(2));
    expect(m.control('rotation')).toBeNull();
    expect(m.focus()).toBe('inside');
  });
});

describe('rotation and focus', () => {
  it('restarted with focus in the carousel, then Tab into a slide: paused while focus is in the slide, running again when it leaves', async () => {
    await parkMouse();
    const m = await mount(AddonCarouselTeam, team(6), { autoplay: 300, itemsToShow: 2 });
    document.getElementById('before')!.focus();
    await userEvent.tab(); // the rotation button: keyboard focus entering stops rotation
    expect(m.region.dataset.rotation).toBe('stopped');
    await userEvent.keyboard('{Enter}');
    expect(m.region.dataset.rotation).toBe('running');
    await userEvent.tab(); // Next (Previous is disabled at the first slide)
    await userEvent.tab(); // the first slide's link
    expect(document.activeElement!.closest('[aria-roledescription="slide"]')).not.toBeNull();
    expect(m.region.dataset.rotation).toBe('paused');
    await wait(1000);
    expect(m.focus()).toBe('inside');
    expect(document.activeElement!.closest('[inert]')).toBeNull();
    await userEvent.tab(); // out, to the button after the carousel
    expect(m.focus()).toBe('outside');
    expect(m.region.dataset.rotation).toBe('running');
  });

  it('restarted, focus in the last slide, the app removes slides: focus moves inside and rotation stays paused, not stopped', async () => {
    await parkMouse();
    const m = await mount(AddonCarouselTeam, team(8), { autoplay: 5000, itemsToShow: 2 });
    document.getElementById('before')!.focus();
    await userEvent.tab(); // the rotation button: rotation stops
    await userEvent.keyboard('{Enter}'); // restarted
    await userEvent.tab(); // Next
    await userEvent.tab(); // the first slide's link
    await userEvent.keyboard('{End}');
    await wait(80);
    expect(m.region.dataset.rotation).toBe('paused');
    await m.set(team(5));
    expect(m.focus()).toBe('inside');
    expect(m.region.dataset.rotation).toBe('paused');
    await userEvent.tab(); // out
    expect(m.region.dataset.rotation).toBe('running');
  });

  it('a click on the page takes focus off the rotation button; keyboard focus coming back to it stops rotation', async () => {
    await parkMouse();
    const m = await mount(AddonCarouselTeam, team(8), { autoplay: 500 });
    const rotation = m.control('rotation')!;
    await userEvent.click(rotation); // stop
    await userEvent.click(rotation); // start again
    await parkMouse();
    expect(m.region.dataset.rotation).toBe('running');
    // Focus goes to nothing, the window staying active (a click on the page's background).
    rotation.blur();
    await wait(700);
    rotation.focus(); // as Tab does, from nothing
    await vi.waitFor(() => expect(m.region.dataset.rotation).toBe('stopped'));
  });

  it('focus coming back to Next when the window is active again does not stop rotation', async () => {
    await parkMouse();
    const m = await mount(AddonCarouselTeam, team(8), { autoplay: 500 });
    await userEvent.click(m.control('next')!);
    await parkMouse();
    expect(m.region.dataset.rotation).toBe('running');
    await wait(700);
    // The window goes to the background and comes back: Chromium blurs the focused element and the
    // window, then focuses the element again, with no related target either time.
    const next = m.control('next')!;
    next.blur();
    window.dispatchEvent(new FocusEvent('blur'));
    next.focus();
    await vi.waitFor(() => expect(document.activeElement).toBe(next));
    expect(m.region.dataset.rotation).toBe('running');
  });
});
