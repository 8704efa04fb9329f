import type { LanguageRegistration } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import { anchorVariants, grammarPatterns } from './grammar-patterns';

describe('anchorVariants (vscode-textmate RegExpSource)', () => {
  it('is the pattern itself when it has no \\A, \\G or \\z', () => {
    expect(anchorVariants('(\\w+)\\s*=')).toEqual(['(\\w+)\\s*=']);
  });

  it('gives each distinct \\A/\\G variant, the anchor replaced by \\uFFFF where it cannot match', () => {
    expect(anchorVariants('\\G(\\{)')).toEqual(['\\\uFFFF(\\{)', '\\G(\\{)']);
    expect(anchorVariants('\\A#!|\\Gx')).toEqual(['\\\uFFFF#!|\\\uFFFFx', '\\\uFFFF#!|\\Gx', '\\A#!|\\\uFFFFx', '\\A#!|\\Gx']);
  });

  it('rewrites \\z, and leaves an escaped backslash before A, G or z alone', () => {
    expect(anchorVariants('end\\z')).toEqual(['end$(?!\\n)(?<!\\n)']);
    expect(anchorVariants('a\\\\Gb\\\\z')).toEqual(['a\\\\Gb\\\\z']);
  });
});

describe('grammarPatterns', () => {
  it('collects match, begin, end and while strings at any depth, once each, as the tokenizer will ask for them', () => {
    const grammar = {
      name: 'demo',
      scopeName: 'source.demo',
      patterns: [{ match: 'a+' }, { include: '#block' }],
      repository: {
        block: { begin: '\\G\\{', end: '\\}', patterns: [{ match: 'a+' }], beginCaptures: { 0: { patterns: [{ match: 'b' }] } } },
        heredoc: { begin: '<<(\\w+)', end: '^\\1$' },
        indented: { begin: 'x', while: '^\\s' },
        compiled: { match: /precompiled/ },
      },
    } as unknown as LanguageRegistration;
    expect([...grammarPatterns([grammar])]).toEqual(['a+', '\\\uFFFF\\{', '\\G\\{', '\\}', 'b', '<<(\\w+)', 'x', '^\\s']);
  });

  it('finds each string only when asked for the next one, so a caller that yields between strings spreads the walk', () => {
    let walked = false;
    const grammar = {
      name: 'lazy',
      scopeName: 'source.lazy',
      patterns: [{ match: 'first' }],
      repository: {
        get later() {
          walked = true;
          return { match: 'second' };
        },
      },
    } as unknown as LanguageRegistration;
    const patterns = grammarPatterns([grammar]);
    expect(patterns.next().value).toBe('first');
    expect(walked).toBe(false);
    expect([...patterns]).toEqual(['second']);
    expect(walked).toBe(true);
  });
});
