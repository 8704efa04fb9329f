import { describe, expect, it } from 'vitest';
import { classifyIcon, normalizeIconItems, normalizeTeamItems } from './items';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (m: string) => warnings.push(m) };
};

describe('normalizeTeamItems', () => {
  it('treats non-arrays as no slides with one warning', () => {
    const { warnings, warn } = collect();
    expect(normalizeTeamItems('people', warn)).toEqual([]);
    expect(normalizeTeamItems(undefined, warn)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
  it('keeps items with every field missing, and non-objects as empty items', () => {
    const { warnings, warn } = collect();
    expect(normalizeTeamItems([{}, null, 3], warn)).toHaveLength(3);
    expect(warnings).toEqual([]);
  });
  it('drops unsafe images and incomplete skills, keeps name-only skills as text', () => {
    const { warnings, warn } = collect();
    const [item] = normalizeTeamItems(
      [{ name: 'Ada', avatar: 'javascript:alert(1)', badge: '/b.svg', skills: [{ name: 'Vue', logo: '/vue.svg' }, { name: 'Go' }, { logo: '/x.svg' }, 5] }],
      warn,
    );
    expect(item).toMatchObject({ name: 'Ada', avatar: undefined, badge: '/b.svg', skills: [{ name: 'Vue', logo: '/vue.svg' }, { name: 'Go', logo: undefined }] });
    expect(warnings).toHaveLength(3);
    expect(warnings.some((w) => w.includes('avatar "javascript:alert(1)"'))).toBe(true);
  });
});

describe('hostile items', () => {
  it('skips an item whose getters throw, with one warning', () => {
    const { warnings, warn } = collect();
    const evil = Object.defineProperty({}, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(normalizeTeamItems([evil, { name: 'Ada' }], warn)).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });
});

describe('classifyIcon / normalizeIconItems', () => {
  it('tells Iconify names, image URLs and junk apart', () => {
    const { warnings, warn } = collect();
    expect(classifyIcon('ph:rocket-duotone', 'x', warn)).toEqual({ kind: 'iconify', name: 'ph:rocket-duotone' });
    expect(classifyIcon('/fixtures/icons/a.svg', 'x', warn)).toEqual({ kind: 'image', src: '/fixtures/icons/a.svg' });
    expect(classifyIcon('https://cdn.example.com/i.png', 'x', warn).kind).toBe('image');
    expect(warnings).toEqual([]);
    for (const junk of ['javascript:alert(1)', 'data:text/html,<b>', '<svg onload=alert(1)>', 42]) {
      expect(classifyIcon(junk, 'x', warn)).toEqual({ kind: 'none' });
    }
    expect(warnings).toHaveLength(4);
  });
  it('normalises items', () => {
    const { warn } = collect();
    const given = [{ title: 'Rocket', icon: 'ph:rocket', extra: 1 }, {}];
    expect(normalizeIconItems(given, warn)).toEqual([
      { icon: { kind: 'iconify', name: 'ph:rocket' }, title: 'Rocket', to: undefined, source: given[0] },
      { icon: { kind: 'none' }, title: undefined, to: undefined, source: given[1] },
    ]);
  });
  it('keeps each item\'s own source when an unreadable item before it is dropped', () => {
    const { warn } = collect();
    const unreadable = {
      get title(): string {
        throw new Error('unreadable');
      },
    };
    const given = [{ title: 'A' }, unreadable, { title: 'C' }];
    expect(normalizeIconItems(given, warn).map((item) => item.source)).toEqual([given[0], given[2]]);
    expect(normalizeTeamItems([{ name: 'A' }, { get name(): string { throw new Error('unreadable'); } }, { name: 'C' }], warn).map((item) => item.source.name)).toEqual(['A', 'C']);
  });
});
