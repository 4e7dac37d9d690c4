import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mantineClassesIn, withoutUnusedMantineRules } from './unused-mantine-css.plugin';

describe("Mantine's stylesheet cut to the components the build uses", () => {
  it('keeps the rules of a class some JavaScript names, drops those of a class none names', () => {
    const css = '.m_11111111{color:red}.m_22222222{color:blue}.app_title{color:green}';
    const kept = withoutUnusedMantineRules(css, mantineClassesIn(['const classes={root:"m_11111111"};']));
    expect(kept).toContain('.m_11111111{color:red}');
    expect(kept).not.toContain('m_22222222');
    expect(kept).toContain('.app_title{color:green}');
  });

  it('keeps a selector list’s used selectors, and drops an at-rule left empty', () => {
    const css = '.m_11111111,.m_22222222 .x{margin:0}@media (hover:hover){.m_22222222:hover{opacity:.5}}';
    const kept = withoutUnusedMantineRules(css, new Set(['m_11111111']));
    expect(kept).toBe('.m_11111111{margin:0}');
  });

  it('keeps the baseline, the colour variables and the global classes of the real stylesheet', () => {
    const whole = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    const kept = withoutUnusedMantineRules(whole, new Set());
    expect(kept).toContain('--mantine-color-blue-6');
    expect(kept).toMatch(/box-sizing: ?border-box/);
    expect(kept).toContain('.mantine-focus-auto');
    expect(kept).not.toMatch(/\.m_[0-9a-f]{8}/);
    expect(kept.length).toBeLessThan(whole.length / 4);
  });
});
