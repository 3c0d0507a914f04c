/** @jest-environment node */
import { ParsedBodies, PARSED_BODIES_MAX_CHARS } from '@/api-clients/cache/parsed-bodies';

describe('ParsedBodies: what a source made of a text, by the text', () => {
  it('answers the data a source made of the same text, and nothing for another source or text', () => {
    const bodies = new ParsedBodies();
    const data = { count: 0 };
    bodies.set('searchArticle', '{"count":0}', data);
    expect(bodies.get('searchArticle', '{"count":0}')?.data).toBe(data);
    expect(bodies.get('articleDetail', '{"count":0}')).toBeUndefined();
    expect(bodies.get('searchArticle', '{"count":1}')).toBeUndefined();
  });

  it('is bounded by entries, the least recently used going first', () => {
    const bodies = new ParsedBodies({ maxEntries: 2 });
    bodies.set('s', 'a', 1);
    bodies.set('s', 'b', 2);
    bodies.get('s', 'a');
    bodies.set('s', 'c', 3);
    expect(bodies.size).toBe(2);
    expect(bodies.get('s', 'a')?.data).toBe(1);
    expect(bodies.get('s', 'b')).toBeUndefined();
  });

  it('is bounded by the text it keeps; a text longer than the bound is not kept', () => {
    const bodies = new ParsedBodies({ maxChars: 10 });
    bodies.set('s', '12345', 1);
    bodies.set('s', '67890', 2);
    bodies.set('s', 'abcde', 3);
    expect(bodies.size).toBe(2);
    expect(bodies.get('s', '12345')).toBeUndefined();
    bodies.set('s', 'x'.repeat(11), 4);
    expect(bodies.get('s', 'x'.repeat(11))).toBeUndefined();
    expect(PARSED_BODIES_MAX_CHARS).toBeGreaterThan(100_000);
  });
});
