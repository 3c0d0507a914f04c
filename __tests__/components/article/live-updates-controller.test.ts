import { keepOpenFolds } from '@/components/article/live-updates-controller';

/** A live body as the island holds it: an introduction with a fold, then updates, each may have folds. */
function body(updates: Array<{ id: string; folds: number }>, introFolds = 1): string {
  const fold = (name: string) => `<details data-spoiler=""><summary>${name}</summary><div data-spoiler-content=""><p>…</p></div></details>`;
  const intro = Array.from({ length: introFolds }, (_, index) => fold(`intro-${index}`)).join('');
  const items = updates.map(({ id, folds }) => `<li data-live-update="${id}"><article>${Array.from({ length: folds }, (_, index) => fold(`${id}-${index}`)).join('')}</article></li>`).join('');
  return `<div data-server-html="article-body">${intro}<ol aria-label="更新">${items}</ol></div>`;
}

const openNames = () => Array.from(document.querySelectorAll('details'), (fold) => (fold.open ? fold.querySelector('summary')?.textContent : null)).filter(Boolean);
const openFold = (name: string) => {
  const fold = Array.from(document.querySelectorAll('details')).find((candidate) => candidate.querySelector('summary')?.textContent === name);
  if (!fold) throw new Error(`no fold ${name}`);
  fold.open = true;
};

describe('keepOpenFolds: the spoilers a reader opened stay open when the live body gets new HTML', () => {
  it('reopens folds by their update and order, with new updates added above them', () => {
    document.body.innerHTML = body([{ id: 'u2', folds: 2 }, { id: 'u1', folds: 1 }]);
    openFold('u2-1');
    openFold('u1-0');
    openFold('intro-0');
    const reopen = keepOpenFolds();
    document.body.innerHTML = body([{ id: 'u3', folds: 2 }, { id: 'u2', folds: 2 }, { id: 'u1', folds: 1 }]);
    expect(openNames()).toEqual([]);
    reopen();
    expect(openNames()).toEqual(['intro-0', 'u2-1', 'u1-0']);
  });

  it('opens nothing that was closed, and nothing of an update that is gone', () => {
    document.body.innerHTML = body([{ id: 'u2', folds: 1 }, { id: 'u1', folds: 1 }], 0);
    openFold('u1-0');
    const reopen = keepOpenFolds();
    document.body.innerHTML = body([{ id: 'u3', folds: 1 }, { id: 'u2', folds: 1 }], 0);
    reopen();
    expect(openNames()).toEqual([]);
  });
});
