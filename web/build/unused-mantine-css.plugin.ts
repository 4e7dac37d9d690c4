import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

/** A Mantine component's class (`.m_77c9d27d`): its CSS modules are hashed so at publication. */
const MANTINE_CLASS = /\.(m_[0-9a-f]{8})(?![\w-])/g;

/** Every Mantine class name the built JavaScript names (the components' `classes` objects). */
export function mantineClassesIn(javascript: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const code of javascript) for (const match of code.matchAll(/\bm_[0-9a-f]{8}\b/g)) used.add(match[0]);
  return used;
}

/**
 * Drops from `css` the selectors that name a Mantine class no JavaScript of the build applies (the
 * styles of components the app never imports), and the rules and at-rules left empty. A selector
 * without a Mantine class (the baseline, the colour variables, the app's own modules) is kept.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => [...selector.matchAll(MANTINE_CLASS)].every((match) => used.has(match[1])));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Mantine's whole stylesheet (`@mantine/core/styles.css`, 250 KB) is imported once, in the order the
 * app's styles rely on; at build time, this plugin keeps only the rules of the components the build's
 * JavaScript uses (a Mantine component sets its classes from JavaScript, so a class that no chunk names
 * is never applied). The same result as importing `@mantine/core/styles/<Component>.css` per component,
 * without a list to keep in step with the code, nor the components that other components use inside.
 * Runs before the compression plugin writes the .br and .gz of the stylesheet.
 */
export function unusedMantineCssPlugin(): Plugin {
  return {
    name: 'lieux:unused-mantine-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const javascript = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const used = mantineClassesIn(javascript);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const css = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
        if (/\.m_[0-9a-f]{8}/.test(css)) output.source = withoutUnusedMantineRules(css, used);
      }
    },
  };
}
