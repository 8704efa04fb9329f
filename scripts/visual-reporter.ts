/**
 * Vitest reporter printing the visual-regression summary of a run: story tests, screenshots
 * compared, and stories that opted out (with their reasons). Reads the `visual` task meta that
 * .storybook/visual.ts records per story test. Also writes test-results/visual.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import '../.storybook/visual-meta';

export default class VisualReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let stories = 0;
    let screenshots = 0;
    const optOuts: string[] = [];
    for (const module of testModules) {
      if (!module.project.name.startsWith('storybook')) continue;
      for (const test of module.children.allTests()) {
        stories++;
        const visual = test.meta().visual;
        if (visual && 'compared' in visual) screenshots += visual.compared;
        if (visual && 'optOut' in visual) optOuts.push(`${test.fullName}: ${visual.optOut}`);
      }
    }
    if (stories === 0) return;
    console.log(
      `\nvisual regression: ${stories} story tests, ${screenshots} screenshots compared, ` +
        `${optOuts.length} stories opted out of screenshots`,
    );
    for (const line of optOuts) console.log(`  opted out: ${line}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/visual.summary', JSON.stringify({ stories, screenshots, optOuts }, null, 2));
  }
}
