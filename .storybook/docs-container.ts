/**
 * Docs container that follows the theme toolbar live: Storybook's own `DocsContainer` with its light
 * or dark docs theme, switched on every `globalsUpdated` event (docs pages otherwise keep the theme
 * they were opened with). Written with `createElement` so the Vue catalog needs no JSX setup.
 */
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { createElement, useEffect, useState, type PropsWithChildren } from 'react';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';
import { storyThemeOf, type StoryTheme } from './globals';

/** The part of Storybook's docs context read here (`store` is not in its public type). */
interface GlobalsSource {
  store?: { userGlobals?: { get?: () => Record<string, unknown> } };
}

/** Theme currently selected in the toolbar, as the docs context's store knows it. */
function currentTheme(context: DocsContainerProps['context']): StoryTheme {
  return storyThemeOf((context as unknown as GlobalsSource).store?.userGlobals?.get?.().theme);
}

export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const { context } = props;
  const [theme, setTheme] = useState<StoryTheme>(() => currentTheme(context));
  useEffect(() => {
    const onGlobals = ({ globals }: { globals?: Record<string, unknown> }) => setTheme(storyThemeOf(globals?.theme));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    context.channel.on(SET_GLOBALS, onGlobals);
    return () => {
      context.channel.off(GLOBALS_UPDATED, onGlobals);
      context.channel.off(SET_GLOBALS, onGlobals);
    };
  }, [context]);
  useEffect(() => {
    document.documentElement.style.colorScheme = theme;
    document.documentElement.dataset.docsTheme = theme;
  }, [theme]);
  return createElement(DocsContainer, { ...props, theme: theme === 'dark' ? themes.dark : themes.light });
}
