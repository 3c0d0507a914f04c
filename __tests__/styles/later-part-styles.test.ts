/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// A part whose code is not first-load JavaScript (decisions 032 to 034) is server HTML at first
// paint: its classes are styled only if the module that stands in for it imports every CSS module
// the part reaches. scripts/later-part-styles.mjs writes those lists; this keeps them whole.

const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'later-part-styles.mjs');

function check(root: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [SCRIPT, '--check', `--root=${root}`], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

describe('stylesheet lists of the parts that hydrate later', () => {
  it('every `// styles-of:` block of the site imports each CSS module its parts reach', () => {
    const { status, output } = check(ROOT);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  describe('on a small tree', () => {
    let root: string;
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'later-styles-'));
      write('components/card/card.module.scss', '.card {}\n');
      write('components/card/card.tsx', "import styles from './card.module.scss';\nexport const Card = () => styles.card;\n");
      write('components/pages/view.module.scss', '.view {}\n');
      write('components/pages/lazy.tsx', "import './lazy.module.scss';\n");
      write('components/pages/lazy.module.scss', '.lazy {}\n');
      write(
        'components/pages/view.tsx',
        "import type { Unused } from './types';\nimport { Card } from '@/components/card/card';\nimport styles from './view.module.scss';\nconst later = () => import('./lazy');\n",
      );
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('names a list that misses a stylesheet, and passes once it has them in the order the bundler meets them', () => {
      const entry = "// styles-of: ./view.tsx\nimport './view.module.scss';\n\nexport const x = 1;\n";
      write('components/pages/entry.ts', entry);
      const stale = check(root);
      expect(stale.status).toBe(1);
      expect(stale.output).toContain('components/pages/entry.ts');

      // Depth first in import order: the child's sheet before the parent's, whose classes override it.
      // A dynamic import loads its own stylesheet; a type import loads nothing.
      write('components/pages/entry.ts', "// styles-of: ./view.tsx\nimport '@/components/card/card.module.scss';\nimport './view.module.scss';\n\nexport const x = 1;\n");
      expect(check(root)).toEqual({ status: 0, output: '' });
    });
  });
});
