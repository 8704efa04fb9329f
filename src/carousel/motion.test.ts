import { describe, expect, it } from 'vitest';
import { createMoveGuard, rotationIsOn, rotationStatus, type RotationInput } from './motion';

describe('createMoveGuard', () => {
  it('blocks moves within the throttle window and allows them after', () => {
    let now = 1000;
    const guard = createMoveGuard(() => 500, () => now);
    expect(guard.allow()).toBe(true);
    guard.record();
    now = 1499;
    expect(guard.allow()).toBe(false);
    now = 1500;
    expect(guard.allow()).toBe(true);
  });
  it('never blocks with throttle 0', () => {
    const guard = createMoveGuard(() => 0, () => 5);
    guard.record();
    expect(guard.allow()).toBe(true);
  });
});

describe('rotationStatus', () => {
  const base: RotationInput = { autoplay: 3000, reducedMotion: false, stopped: false, started: false, hovered: false };
  it('follows the APG rules', () => {
    expect(rotationStatus({ ...base, autoplay: 0 })).toBe('off');
    expect(rotationStatus({ ...base, mounted: false })).toBe('pending');
    expect(rotationIsOn('pending')).toBe(false);
    expect(rotationStatus(base)).toBe('running');
    expect(rotationStatus({ ...base, hovered: true })).toBe('paused');
    expect(rotationStatus({ ...base, focusInSlide: true })).toBe('paused');
    expect(rotationStatus({ ...base, pressed: true })).toBe('paused');
    expect(rotationStatus({ ...base, stopped: true, pressed: true })).toBe('stopped');
    expect(rotationStatus({ ...base, stopped: true, focusInSlide: true })).toBe('stopped');
    expect(rotationStatus({ ...base, stopped: true, hovered: true })).toBe('stopped');
    expect(rotationStatus({ ...base, reducedMotion: true })).toBe('reduced-motion');
    expect(rotationStatus({ ...base, reducedMotion: true, started: true })).toBe('running');
    expect(['running', 'paused', 'stopped', 'off'].map((s) => rotationIsOn(s as never))).toEqual([true, true, false, false]);
  });
});
