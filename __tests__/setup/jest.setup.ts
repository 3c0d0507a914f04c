import '@testing-library/jest-dom';

// jsdom gives <wbr> no display, so testing-library's accessible names would put a space at every
// phrase break of a headline (PhrasedText, decision 022); in browsers <wbr> is inline and adds none.
if (typeof document !== 'undefined') {
  const inlineWbr = document.createElement('style');
  inlineWbr.textContent = 'wbr { display: inline; }';
  document.head.append(inlineWbr);
}
